/**
 * How far an index run is: files looked at of those it looks at (and the lines read so far),
 * then session families (a session with its subagents) re-derived of those it re-derives. A
 * first index of a large tree takes minutes, and the library page says how far it got.
 */
export type IndexProgress =
  | { phase: 'reading'; done: number; total: number; lines: number }
  | { phase: 'deriving'; done: number; total: number };
