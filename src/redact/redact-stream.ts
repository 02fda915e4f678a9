// A file redacted as it streams: text in, redacted text out, line by line (a JSON document is held
// whole, as it is one value). Lines keep their own ends (LF or CRLF) and a last line without one
// stays without one; a line that is not JSON, a truncated last line among them, is scanned as text.
// The lines of a streaming fragment's run are held until the run ends and scanned with it.
import { FragmentRuns } from './fragments';
import { parses, scanUnits, type Finding, type Unit } from './scan';

/** jsonl: Trace file; sse: SSE capture (each `data:` line's JSON); json: one JSON document. */
export type RedactKind = 'jsonl' | 'sse' | 'json';

const BOM = '\uFEFF';
const SSE_DATA = /^data: ?/;

/** Lines held for an open fragment run before they are scanned anyway (memory stays bounded). */
const HOLD_CHARS = 16 * 1024 * 1024;

/** Where a line's JSON lies, when it has some (the whole line, or an SSE `data:` field's value), and its value. */
function jsonOf(
  kind: RedactKind,
  text: string,
  first: boolean,
): { bounds: [number, number]; value: unknown } | undefined {
  let from = first && text.startsWith(BOM) ? 1 : 0;
  if (kind === 'sse') {
    const data = SSE_DATA.exec(text);
    if (!data) return undefined;
    from = data[0].length;
  }
  try {
    return { bounds: [from, text.length], value: JSON.parse(from === 0 ? text : text.slice(from)) };
  } catch {
    return undefined;
  }
}

export class Redactor {
  /** Every finding so far, replaced or kept. */
  readonly findings: Finding[] = [];
  private pending = '';
  private line = 1;
  private readonly runs = new FragmentRuns();
  /** Lines not yet scanned, all of them followed by a line end: a fragment run is open. */
  private held: Unit[] = [];
  private heldChars = 0;

  constructor(
    private readonly file: string,
    private readonly kind: RedactKind,
    private readonly keep: (f: Finding) => boolean = () => true,
  ) {}

  /** The redacted text of the lines `chunk` completes. */
  push(chunk: string): string {
    // Only the new chunk is searched: a line of a megabyte image arrives in many chunks.
    const end = this.kind === 'json' ? -1 : chunk.lastIndexOf('\n');
    if (end === -1) {
      this.pending += chunk;
      return '';
    }
    const done = this.pending + chunk.slice(0, end);
    this.pending = chunk.slice(end + 1);
    this.hold(done);
    return this.runs.idle || this.heldChars > HOLD_CHARS ? this.release(true) : '';
  }

  /** The redacted rest: the last line without its end, or the JSON document. */
  finish(): string {
    const rest = this.pending;
    this.pending = '';
    if (rest === '') return this.release(true);
    if (this.kind === 'json') {
      const from = rest.startsWith(BOM) ? 1 : 0;
      if (parses(rest.slice(from)))
        return this.scan([{ text: rest, line: 1, json: [from, rest.length] }])[0] ?? '';
    }
    this.hold(rest);
    return this.release(false);
  }

  private hold(text: string): void {
    for (const t of text.split('\n')) {
      const json = this.kind === 'json' ? undefined : jsonOf(this.kind, t, this.line === 1);
      const piece = json && this.runs.follow(json.value);
      this.held.push({ text: t, line: this.line++, json: json?.bounds, piece });
      this.heldChars += t.length;
    }
  }

  /** The held lines scanned, each followed by its line end (the last one too when `ended`). */
  private release(ended: boolean): string {
    if (this.held.length === 0) return '';
    const units = this.held;
    this.held = [];
    this.heldChars = 0;
    // Scanned apart from what follows: a run still open goes on as a run of its own.
    this.runs.cut();
    return this.scan(units).join('\n') + (ended ? '\n' : '');
  }

  private scan(units: Unit[]): string[] {
    const { texts, findings } = scanUnits(this.file, units, this.keep);
    for (const f of findings) this.findings.push(f);
    return texts;
  }
}

/** A whole file's text redacted at once (tests, and small files). */
export function redactWhole(
  file: string,
  kind: RedactKind,
  text: string,
  keep?: (f: Finding) => boolean,
): { text: string; findings: Finding[] } {
  const r = new Redactor(file, kind, keep);
  const out = r.push(text) + r.finish();
  return { text: out, findings: r.findings };
}

/** The kind a file name says, if it says one. */
export function kindFromName(name: string): RedactKind | undefined {
  const ext = /\.(jsonl|sse|json)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === 'jsonl' || ext === 'sse' || ext === 'json' ? ext : undefined;
}
