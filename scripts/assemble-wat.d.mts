// Types of assemble-wat.mjs for the unit test that checks the committed module.
export declare const WAT: string;
export declare const WASM_TS: string;
export declare function assembleWat(path: string): Promise<string>;
export declare function wasmSource(base64: string): string;
