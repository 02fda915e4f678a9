import type { AnyEnvelope } from '../protocol/types';
import { diagnosticOf } from './diagnostic-of';
import type { Diagnostic, ParsedRecord } from './types';

/**
 * Parsed records as they cross from the parse worker to the page (or, under `engine=worker`, to
 * a document's trace worker), rebuilt there whichever way they travel. A structured clone costs about the same per record whatever its
 * size (≈ 4 µs for a Trace record in Chromium), `JSON.parse` mostly per byte (≈ 3.4 ns, plus under
 * 1 µs per record): small records travel as one JSON text, records past `CLONE_FROM` characters
 * as cloned objects, and everything else in flat arrays.
 */
export interface WireRecords {
  /** Every record of one batch comes from one file. */
  file: string;
  /** A JSON array of the envelopes in order, with 0 standing for each one in `cloned`. */
  json: string;
  /** The large envelopes, as objects, and their places in the array. */
  cloned?: AnyEnvelope[];
  clonedAt?: Int32Array;
  lines: Int32Array;
  /** 1 where the record's payload type is known to this viewer. */
  known: Uint8Array;
  /** An SSE capture's event ids (null where an event had none); absent for a Trace file. */
  eventIds?: (string | null)[];
  /** Arrival times of a saved capture (null where none); absent when no record has one. */
  receivedAt?: (number | null)[];
}

/** From this many characters of JSON, an envelope is cheaper to clone than to parse again. */
export const CLONE_FROM = 2048;

/**
 * Deeper than this, a record is not passed to the page: the page clones records for its search
 * worker and draws values recursively, and tens of thousands of levels overflow either.
 */
export const MAX_NESTING = 1000;

/**
 * A line shorter than this cannot nest past MAX_NESTING (each level opens with a bracket) and is
 * sent as its text: its value needs no walk.
 */
const SENT_WITHOUT_WALK = Math.min(CLONE_FROM, MAX_NESTING);

/**
 * About how many characters `value` takes as JSON (strings by their length, escapes not counted),
 * or -1 when it nests objects or arrays more than `levels` deep; stops at the first such path.
 * Walking the parsed value costs per value, not per character: a megabyte string is one step.
 */
export function jsonSize(value: unknown, levels: number): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value !== 'object' || value === null) return 8;
  if (levels === 0) return -1;
  let size = 2;
  if (Array.isArray(value))
    for (const v of value as unknown[]) {
      const n = jsonSize(v, levels - 1);
      if (n < 0) return -1;
      size += n + 1;
    }
  else
    for (const key in value) {
      const n = jsonSize((value as Record<string, unknown>)[key], levels - 1);
      if (n < 0) return -1;
      size += key.length + n + 4;
    }
  return size;
}

/**
 * Writes records for the trip to the page. A record nested deeper than `MAX_NESTING` becomes an
 * error naming its line (added to the returned diagnostics), and the others still go.
 */
export function encodeRecords(
  records: readonly ParsedRecord[],
  diagnostics: readonly Diagnostic[],
): { records: WireRecords; diagnostics: Diagnostic[] } {
  const more = diagnostics.slice();
  const kept: ParsedRecord[] = [];
  const texts: string[] = [];
  const cloned: AnyEnvelope[] = [];
  const clonedAt: number[] = [];
  const lines = new Int32Array(records.length);
  const known = new Uint8Array(records.length);
  for (const record of records) {
    const { text } = record;
    const short = text !== undefined && text.length < SENT_WITHOUT_WALK;
    const size = short ? text.length : jsonSize(record.envelope, MAX_NESTING);
    if (size < 0) {
      const place = { file: record.at.file, line: record.at.line };
      more.push(diagnosticOf(place, 'error', { code: 'record-too-deep' }));
      continue;
    }
    if (size < CLONE_FROM) texts.push(text ?? JSON.stringify(record.envelope));
    else {
      texts.push('0');
      cloned.push(record.envelope);
      clonedAt.push(kept.length);
    }
    lines[kept.length] = record.at.line;
    known[kept.length] = record.known ? 1 : 0;
    kept.push(record);
  }
  const wire: WireRecords = {
    file: kept[0]?.at.file ?? '',
    json: `[${texts.join(',')}]`,
    ...(cloned.length ? { cloned, clonedAt: Int32Array.from(clonedAt) } : {}),
    lines: kept.length === records.length ? lines : lines.slice(0, kept.length),
    known: kept.length === records.length ? known : known.slice(0, kept.length),
  };
  if (kept.some((r) => r.at.eventId !== undefined))
    wire.eventIds = kept.map((r) => r.at.eventId ?? null);
  if (kept.some((r) => r.receivedAt !== undefined))
    wire.receivedAt = kept.map((r) => r.receivedAt ?? null);
  return { records: wire, diagnostics: more };
}

/** The records again, on the page or in a trace worker. */
export function decodeRecords(wire: WireRecords): ParsedRecord[] {
  const envelopes = JSON.parse(wire.json) as AnyEnvelope[];
  const { file, lines, known, eventIds, receivedAt, cloned = [], clonedAt } = wire;
  cloned.forEach((envelope, k) => (envelopes[clonedAt?.[k] ?? -1] = envelope));
  return envelopes.map((envelope, i) => {
    const eventId = eventIds?.[i];
    const arrived = receivedAt?.[i];
    const record: ParsedRecord = {
      envelope,
      known: known[i] === 1,
      at: eventId == null ? { file, line: lines[i] ?? 0 } : { file, line: lines[i] ?? 0, eventId },
    };
    if (arrived != null) record.receivedAt = arrived;
    return record;
  });
}
