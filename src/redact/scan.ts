import { ownSpans, withoutOverlaps, type FindingKind } from './detectors';
import { secretlintSpans } from './secretlint';

/** One likely secret: where it is (file, 1-based line, JSON path of the string field, offsets). */
export interface Finding {
  id: string;
  file: string;
  line: number;
  path: string;
  start: number;
  end: number;
  kind: FindingKind;
  rule: string;
  text: string;
}

/** Fields that name or link records: replacing them would break the trace, not hide a secret. */
const STRUCTURAL = /^(?:type|timestamp|role|origin|id|[a-z_]*_id|status|mime_type)$/;

type Segment = string | number;
export const pathText = (segments: readonly Segment[]) =>
  segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');

/** Every string value in a parsed record, with its path; structural fields left out. */
export function* stringFields(
  value: unknown,
  segments: Segment[] = [],
): Generator<[Segment[], string]> {
  if (typeof value === 'string') yield [segments, value];
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* stringFields(v, [...segments, i]);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value))
      if (!STRUCTURAL.test(k)) yield* stringFields(v, [...segments, k]);
}

export async function spansOf(text: string) {
  return withoutOverlaps([...(await secretlintSpans(text)), ...ownSpans(text)]);
}

/** Lines that are not JSON are left alone: the validator reports them, redaction keeps them. */
export async function scanLines(file: string, lines: readonly string[]): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const [i, line] of lines.entries()) {
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    for (const [segments, value] of stringFields(record)) {
      const path = pathText(segments);
      for (const s of await spansOf(value))
        out.push({
          id: `${file}:${i + 1}${path}:${s.start}`,
          file,
          line: i + 1,
          path,
          ...s,
          text: value.slice(s.start, s.end),
        });
    }
  }
  return out;
}
