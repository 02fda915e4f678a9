// The character difference between a stream record and its Trace counterpart: the text field
// both carry (text, thinking, arguments, output) when they do, else the payload's JSON. Trace
// content is untrusted and can be long, so the diff is bounded in edits and unchanged stretches
// are cut to their ends.
import { diffChars } from 'diff';
import type { AnyEnvelope } from '../protocol/types';

export type DiffOp = 'same' | 'stream' | 'trace';

export interface DiffPart {
  op: DiffOp;
  text: string;
  /** Characters left out of an unchanged stretch (shown as "… N characters …"). */
  skipped?: number;
}

export interface ContentDiff {
  /** What was compared: a payload field's name, or "payload" for the JSON. */
  field: string;
  parts: DiffPart[];
  /** The texts differ in too many places to list: only the first difference is shown. */
  tooMany: boolean;
}

const FIELDS = ['text', 'thinking', 'arguments', 'output'] as const;
/** Edits past this and a diff says nothing a reader could follow; it also bounds the work. */
const MAX_EDITS = 400;
/** An unchanged stretch keeps this many characters on each side of a change. */
const CONTEXT = 40;

function textsOf(a: AnyEnvelope, b: AnyEnvelope): { field: string; a: string; b: string } {
  const pa = a.payload as Record<string, unknown>;
  const pb = b.payload as Record<string, unknown>;
  for (const f of FIELDS) {
    const x = pa[f];
    const y = pb[f];
    if (typeof x === 'string' && typeof y === 'string' && x !== y) return { field: f, a: x, b: y };
  }
  return {
    field: 'payload',
    a: JSON.stringify(a.payload, null, 1),
    b: JSON.stringify(b.payload, null, 1),
  };
}

function trimSame(text: string, first: boolean, last: boolean): DiffPart[] {
  const head = first ? 0 : CONTEXT;
  const tail = last ? 0 : CONTEXT;
  if (text.length <= head + tail + 20) return [{ op: 'same', text }];
  const out: DiffPart[] = [];
  if (head > 0) out.push({ op: 'same', text: text.slice(0, head) });
  out.push({ op: 'same', text: '', skipped: text.length - head - tail });
  if (tail > 0) out.push({ op: 'same', text: text.slice(text.length - tail) });
  return out;
}

/** Where the stream's record and the Trace's differ, character by character. */
export function contentDiff(stream: AnyEnvelope, trace: AnyEnvelope): ContentDiff {
  const { field, a, b } = textsOf(stream, trace);
  const changes = diffChars(a, b, { maxEditLength: MAX_EDITS });
  if (!changes) {
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    return {
      field,
      tooMany: true,
      parts: [
        ...trimSame(a.slice(0, at), true, false),
        { op: 'stream', text: a.slice(at, at + CONTEXT) },
        { op: 'trace', text: b.slice(at, at + CONTEXT) },
      ],
    };
  }
  const parts = changes.flatMap((c, i): DiffPart[] => {
    if (c.added) return [{ op: 'trace', text: c.value }];
    if (c.removed) return [{ op: 'stream', text: c.value }];
    return trimSame(c.value, i === 0, i === changes.length - 1);
  });
  return { field, parts, tooMany: false };
}
