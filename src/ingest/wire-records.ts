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

const TOO_DEEP = 'record nested too deep to pass to the page; skipped';

/** The envelopes' JSON texts, dropping (with an error naming its line) each one too deep to write. */
function envelopeTexts(
  records: readonly ParsedRecord[],
  diagnostics: Diagnostic[],
): { kept: ParsedRecord[]; texts: string[] } {
  const kept: ParsedRecord[] = [];
  const texts: string[] = [];
  for (const record of records) {
    try {
      texts.push(JSON.stringify(record.envelope));
      kept.push(record);
    } catch {
      diagnostics.push({
        file: record.at.file,
        line: record.at.line,
        severity: 'error',
        reason: TOO_DEEP,
      });
    }
  }
  return { kept, texts };
}

/**
 * Writes records for the trip to the page. Writing recurses, so a record nested tens of thousands
 * deep cannot be written: it becomes an error naming its line (added to the returned diagnostics),
 * and the others still go.
 */
export function encodeRecords(
  records: readonly ParsedRecord[],
  diagnostics: readonly Diagnostic[],
): { records: WireRecords; diagnostics: Diagnostic[] } {
  const more = diagnostics.slice();
  let kept: readonly ParsedRecord[] = records;
  let json: string;
  try {
    json = JSON.stringify(records.map((r) => r.envelope));
  } catch {
    const one = envelopeTexts(records, more);
    kept = one.kept;
    json = `[${one.texts.join(',')}]`;
  }
  const wire: WireRecords = {
    file: kept[0]?.at.file ?? '',
    json,
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
