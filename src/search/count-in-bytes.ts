// A plain query counted in the UTF-8 bytes of a JSON string literal, before any decoding: over a
// gigabyte's outputs kept in their file, decoding took as long as matching (about 2.8 ns a byte
// each on a 2-core machine with Chromium 150), and decoded outputs waited for the collector by
// hundreds of megabytes. The count runs sixteen bytes at a time in a WebAssembly module
// (count-in-bytes.wat, assembled into count-in-bytes-wasm.ts): a place is looked at only when
// it holds a byte that matters (a backslash, a byte outside ASCII when a folded letter could
// hide there) or both the query's first and last letters where a match would have them;
// 0.25–0.6 ns a byte in Node 20 over the bench's gigabyte, against 1.3–2 for the loop below.
// That loop counts where the module cannot run (no SIMD, or a policy that forbids compiling
// WebAssembly, as the one-file viewer's) and literals too long to copy into it: it reads four
// bytes at a time, and a word with none of the bytes that matter is passed in a few operations,
// in a loop of its own.
import { COUNT_IN_BYTES_WASM } from './count-in-bytes-wasm';

const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
const ONES = 0x01010101;
const HIGHS = 0x80808080 | 0;
const CASE_BITS = 0x20202020;

const isUpper = (b: number) => b >= 0x41 && b <= 0x5a;

/** Flags, in its byte's high bit, each byte of `word` that is zero (and maybe a few after one). */
const zeroBytes = (word: number) => ((word - ONES) | 0) & ~word & HIGHS;

/** The value of the four hex digits at `at`, or -1 when they are not four hex digits. */
function hexAt(bytes: Uint8Array, at: number): number {
  let code = 0;
  for (let k = at; k < at + 4; k++) {
    const b = (bytes[k] ?? 0) | 0x20;
    const digit = b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1;
    if (digit < 0) return -1;
    code = code * 16 + digit;
  }
  return code;
}

/**
 * Whether the character a `\u` escape writes is one no plain query holds: a control character
 * (a terminal's colours are written `\u001b`) or one outside ASCII, but for ſ and the Kelvin sign
 * when letters fold. A printable ASCII character so written could be part of a match.
 */
const standsApart = (code: number, foldedLetters: boolean): boolean =>
  code >= 0 &&
  (code < 0x20 ||
    code === 0x7f ||
    (code >= 0x80 && !(foldedLetters && (code === 0x17f || code === 0x212a))));

/** Where the module reads the query's case bits and the literal (count-in-bytes.wat). */
const CASE_AT = 1024;
const LITERAL_AT = 2048;
const QUERY_MAX = 1024;
/**
 * Longer literals are counted by the loop: the module's memory grows to the longest literal it
 * was given and never shrinks, in each counter.
 */
const MODULE_LITERAL_MAX = 4 << 20;

interface Query {
  /** Each byte as wanted: lower case where case is ignored. */
  want: Uint8Array;
  /** 0x20 for a letter whose case is ignored, else 0. */
  caseBit: Uint8Array;
  /** Whether ſ and the Kelvin sign may stand for s and k. */
  foldedLetters: boolean;
  mayStartInEscape: boolean;
}

/** What the module needs of WebAssembly, which not every realm this runs in declares. */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (binary: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}

interface CountModule {
  count(length: number, queryLength: number, flags: number): number;
  memory: WasmMemory;
  /** A view of its memory, made again only when the memory grows (not once an output). */
  heap: Uint8Array;
  /** The query whose bytes its memory holds. */
  loaded: Query | null;
}

/** The module, compiled once per realm; null where it cannot be. */
let countModule: CountModule | null | undefined;

function compiledModule(): CountModule | null {
  if (countModule !== undefined) return countModule;
  countModule = null;
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!wasm) return null;
  try {
    const binary = Uint8Array.from(atob(COUNT_IN_BYTES_WASM), (c) => c.charCodeAt(0));
    const { exports } = new wasm.Instance(new wasm.Module(binary));
    const memory = exports.memory as WasmMemory;
    countModule = {
      count: exports.count as CountModule['count'],
      memory,
      heap: new Uint8Array(memory.buffer),
      loaded: null,
    };
  } catch {
    // No SIMD, or a policy that forbids compiling: the loop counts.
  }
  return countModule;
}

/** Whether this realm can count in the module (a test checks that Node can). */
export const countsInModule = (): boolean => compiledModule() !== null;

function countInModule(module: CountModule, q: Query, bytes: Uint8Array): number | null {
  const m = q.want.length;
  const end = LITERAL_AT + bytes.length + m + 16;
  const { memory } = module;
  if (memory.buffer.byteLength < end) {
    memory.grow(Math.ceil((end - memory.buffer.byteLength) / 65536));
    module.heap = new Uint8Array(memory.buffer);
  }
  const { heap } = module;
  if (module.loaded !== q) {
    heap.set(q.want, 0);
    heap.set(q.caseBit, CASE_AT);
    module.loaded = q;
  }
  heap.set(bytes, LITERAL_AT);
  heap.fill(0, LITERAL_AT + bytes.length, end);
  const n = module.count(bytes.length, m, (q.foldedLetters ? 1 : 0) | (q.mayStartInEscape ? 2 : 0));
  return n < 0 ? null : n;
}

/** The count of `jsonBytesCounter` four bytes at a time, in JavaScript. */
function countInWords(q: Query): (bytes: Uint8Array) => number | null {
  const { want, caseBit, foldedLetters, mayStartInEscape } = q;
  const m = want.length;
  const first = want[0] as number;
  const firstCase = caseBit[0] as number;
  const firstWord = Math.imul(first, ONES) | 0;
  const firstWordCase = firstCase ? CASE_BITS : 0;
  const slashWord = Math.imul(BACKSLASH, ONES) | 0;
  const highs = foldedLetters ? HIGHS : 0;

  return (bytes) => {
    const length = bytes.length;
    const base = bytes.byteOffset;
    // Words of the whole buffer: a word at a multiple of four of it is read whole.
    const view = new Int32Array(bytes.buffer, 0, bytes.buffer.byteLength >> 2);
    let n = 0;
    /** The byte an escape's backslash stands before: never a backslash of its own. */
    let escaped = -1;
    /** Where the next match may start: matches do not overlap. */
    let free = 0;
    /** Past the last word whose four bytes are all of the literal. */
    const lastWord = (base + length) >> 2;
    for (let i = 0; i < length; i++) {
      if (((base + i) & 3) === 0) {
        // Whole words in a tight loop until one holds a byte that matters.
        let w = (base + i) >> 2;
        for (; w < lastWord; w++) {
          const word = view[w] as number;
          const hits = zeroBytes((word | firstWordCase) ^ firstWord) | zeroBytes(word ^ slashWord);
          if ((hits | (word & highs)) !== 0) break;
        }
        i = (w << 2) - base;
        if (i >= length) break;
      }
      const b = bytes[i] as number;
      if (b === BACKSLASH && i !== escaped) {
        if (bytes[i + 1] === LETTER_U) {
          const code = hexAt(bytes, i + 2);
          if (!standsApart(code, foldedLetters)) return null;
          // Six bytes for one character no match holds: none starts in them (their backslash
          // ends any match running into them).
          i += 5;
          continue;
        }
        escaped = i + 1;
      } else if (b >= 0x80) {
        if (!foldedLetters) continue;
        if (b === 0xc5 && bytes[i + 1] === 0xbf) return null;
        if (b === 0xe2 && bytes[i + 1] === 0x84 && bytes[i + 2] === 0xaa) return null;
      } else if (
        i >= free &&
        (b | firstCase) === first &&
        i + m <= length &&
        !(mayStartInEscape && i === escaped)
      ) {
        let k = 1;
        while (k < m && ((bytes[i + k] as number) | (caseBit[k] as number)) === want[k]) k++;
        if (k === m) {
          n += 1;
          free = i + m;
        }
      }
    }
    return n;
  };
}

/**
 * Counts `query` (printable ASCII with no quote, solidus or backslash: it is written as itself in
 * JSON) in a literal's bytes as the literal matcher counts it in the decoded literal
 * (`countInJsonLiteral` in matcher.ts): left to right, never overlapping, a match that starts on
 * an escape's letter dropped when `mayStartInEscape`. Null when only decoding can tell: a `\u`
 * escape of a printable ASCII character, or, for a query without case holding s or k, ſ or the
 * Kelvin sign (either way), which a case-insensitive match (`giu`: simple case folding) takes
 * for those letters.
 */
export function jsonBytesCounter(
  query: string,
  caseSensitive: boolean,
  mayStartInEscape: boolean,
  /** False: the loop, even where the module runs (the tests count both ways). */
  inModule = true,
): (bytes: Uint8Array) => number | null {
  const want = Uint8Array.from(query, (c) => {
    const b = c.charCodeAt(0);
    return !caseSensitive && isUpper(b) ? b | 0x20 : b;
  });
  // A letter of a case-insensitive query matches a byte of either case: b | 0x20 is its lower
  // case, and no other byte maps onto a lower-case letter that way.
  const caseBit = want.map((b) => (!caseSensitive && b >= 0x61 && b <= 0x7a ? 0x20 : 0));
  const lower = query.toLowerCase();
  const foldedLetters = !caseSensitive && (lower.includes('s') || lower.includes('k'));
  const q: Query = { want, caseBit, foldedLetters, mayStartInEscape };
  const inWords = countInWords(q);
  if (!inModule || want.length > QUERY_MAX) return inWords;
  // Compiled at the first count, not with the query: the page compiles queries to highlight
  // with and never counts bytes, and the one-file viewer's policy reports each refused compile.
  return (bytes) => {
    const module = bytes.length <= MODULE_LITERAL_MAX ? compiledModule() : null;
    return module ? countInModule(module, q, bytes) : inWords(bytes);
  };
}
