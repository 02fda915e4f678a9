// Types of find-chromium.mjs for the TypeScript configs that share it (Playwright, the bench).
export declare const CHROMIUM_ARGS: readonly string[];
export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare function findChromium(): string | undefined;
export declare const CHROMIUM_HELP: string;
