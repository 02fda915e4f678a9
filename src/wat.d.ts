/** A WebAssembly text module, imported as its binary (scripts/wat-plugin.ts). */
declare module '*.wat' {
  const binary: Uint8Array<ArrayBuffer>;
  export default binary;
}
