import type { Diagnostic, ParsedRecord } from './types';

/**
 * Parsed records as they cross from the parse worker to the page: the envelopes as one JSON text,
 * everything else in flat arrays. Chromium rebuilds a structured clone of many small objects about
 * four times slower than `JSON.parse` rebuilds the same objects from text, and that rebuilding
 * runs on the page's thread, so the text is what travels.
 */
export interface WireRecords {
  /** Every record of one batch comes from one file. */
  file: string;
  /** A JSON array of the envelopes, in order. */
  json: string;
  lines: Int32Array;
  /** 1 where the record's payload type is known to this viewer. */
  known: Uint8Array;
  /** An SSE capture's event ids (null where an event had none); absent for a Trace file. */
  eventIds?: (string | null)[];
  /** Arrival times of a saved capture (null where none); absent when no record has one. */
  receivedAt?: (number | null)[];
}

/**
 * Deeper than this, a record is not passed to the page: the page clones records for its search
 * worker and draws values recursively, and tens of thousands of levels overflow either.
 */
export const MAX_NESTING = 1000;

/** Whether `value` nests objects or arrays more than `levels` deep; stops at the first such path. */
export function nestedDeeperThan(value: unknown, levels: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) {
    for (const v of value as unknown[]) if (nestedDeeperThan(v, levels - 1)) return true;
    return false;
  }
  for (const key in value)
    if (nestedDeeperThan((value as Record<string, unknown>)[key], levels - 1)) return true;
  return false;
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
  const kept = records.filter((record) => {
    if (!nestedDeeperThan(record.envelope, MAX_NESTING)) return true;
    more.push({
      file: record.at.file,
      line: record.at.line,
      severity: 'error',
      reason: 'record nested too deep to pass to the page; skipped',
    });
    return false;
  });
  const wire: WireRecords = {
    file: kept[0]?.at.file ?? '',
    json: JSON.stringify(kept.map((r) => r.envelope)),
    lines: Int32Array.from(kept, (r) => r.at.line),
    known: Uint8Array.from(kept, (r) => (r.known ? 1 : 0)),
  };
  if (kept.some((r) => r.at.eventId !== undefined))
    wire.eventIds = kept.map((r) => r.at.eventId ?? null);
  if (kept.some((r) => r.receivedAt !== undefined))
    wire.receivedAt = kept.map((r) => r.receivedAt ?? null);
  return { records: wire, diagnostics: more };
}

/** The records again, on the page. */
export function decodeRecords(wire: WireRecords): ParsedRecord[] {
  const envelopes = JSON.parse(wire.json) as ParsedRecord['envelope'][];
  const { file, lines, known, eventIds, receivedAt } = wire;
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
