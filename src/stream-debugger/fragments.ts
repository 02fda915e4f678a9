// How one message or tool call arrived (PROTOCOL.md §4): its pieces, their pace, the pauses,
// and whether the pieces add up to the complete message.
import type { FragmentPart } from '../store/rules/fragment-key';
import type { EventLog } from './event-log';

export type PieceKind = 'start' | 'delta' | 'stop' | 'complete';
/** match/mismatch: pieces vs complete; cut: never completed; whole: arrived with no pieces. */
export type FragmentVerdict = 'match' | 'mismatch' | 'cut' | 'whole';

export interface FragmentPiece {
  event: number;
  kind: PieceKind;
  text: string;
  /** Milliseconds since the first piece, on the clock the analysis chose. */
  at: number;
}

export interface FragmentAnalysis {
  part: FragmentPart;
  pieces: FragmentPiece[];
  /** The pieces joined. */
  streamed: string;
  complete?: string;
  verdict: FragmentVerdict;
  /** Where streamed and complete first differ (mismatch only). */
  firstDifference?: number;
  /** Pauses longer than the threshold: after which piece, and how long. */
  gaps: { after: number; ms: number }[];
  /** Characters per second over a sliding window, at each piece. */
  rate: { at: number; cps: number }[];
  /** Arrival on the viewer clock when pieces arrived apart, else the records' timestamps. */
  clock: 'arrival' | 'record';
}

const PARTS: Record<string, { part: FragmentPart; field: string; partial: boolean }> = {
  partial_text: { part: 'text', field: 'text', partial: true },
  text: { part: 'text', field: 'text', partial: false },
  partial_thinking: { part: 'thinking', field: 'thinking', partial: true },
  thinking: { part: 'thinking', field: 'thinking', partial: false },
  partial_tool_call: { part: 'call', field: 'arguments', partial: true },
  tool_call: { part: 'call', field: 'arguments', partial: false },
  partial_tool_call_output: { part: 'out', field: 'output', partial: true },
  tool_call_output: { part: 'out', field: 'output', partial: false },
};

const RATE_WINDOW_MS = 500;

export function firstDifference(a: string, b: string): number | undefined {
  if (a === b) return undefined;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return n;
}

interface Raw {
  event: number;
  kind: PieceKind;
  text: string;
  arrival: number;
  record: number;
}

function analysePart(part: FragmentPart, raw: Raw[], gapMs: number): FragmentAnalysis {
  // A restarted fragment starts over: only the last start and what follows it count.
  const lastStart = raw.map((r) => r.kind).lastIndexOf('start');
  const used = lastStart > 0 ? raw.slice(lastStart) : raw;
  const spread = (key: 'arrival' | 'record') =>
    used.length > 1 && used.some((r) => r[key] !== used[0]?.[key] && !Number.isNaN(r[key]));
  const clock = spread('arrival') || !spread('record') ? 'arrival' : 'record';
  const t0 = used[0]?.[clock] ?? 0;
  const pieces = used.map((r) => ({
    event: r.event,
    kind: r.kind,
    text: r.text,
    at: Number.isNaN(r[clock]) ? 0 : r[clock] - t0,
  }));
  const partials = pieces.filter((p) => p.kind !== 'complete');
  const completes = pieces.filter((p) => p.kind === 'complete');
  const streamed = partials.map((p) => p.text).join('');
  const complete = completes.at(-1)?.text;
  const analysis: FragmentAnalysis = {
    part,
    pieces,
    streamed,
    verdict: 'whole',
    gaps: [],
    rate: [],
    clock,
  };
  if (complete !== undefined) analysis.complete = complete;
  if (partials.length === 0) return analysis;
  if (complete === undefined) analysis.verdict = 'cut';
  else {
    const diff = firstDifference(streamed, complete);
    analysis.verdict = diff === undefined ? 'match' : 'mismatch';
    if (diff !== undefined) analysis.firstDifference = diff;
  }
  for (let i = 1; i < partials.length; i++) {
    const ms = (partials[i]?.at ?? 0) - (partials[i - 1]?.at ?? 0);
    if (ms > gapMs) analysis.gaps.push({ after: i - 1, ms });
  }
  let from = 0;
  let chars = 0;
  for (const p of partials) {
    chars += p.text.length;
    while ((partials[from]?.at ?? 0) <= p.at - RATE_WINDOW_MS)
      chars -= partials[from++]?.text.length ?? 0;
    analysis.rate.push({ at: p.at, cps: (chars * 1000) / RATE_WINDOW_MS });
  }
  return analysis;
}

/** The fragments of the given events (those of one row), one analysis per part they stream. */
export function analyseFragments(
  log: EventLog,
  events: readonly number[],
  gapMs = 1000,
): FragmentAnalysis[] {
  const byPart = new Map<FragmentPart, Raw[]>();
  for (const i of events) {
    const input = log.input(i);
    if (input?.kind !== 'record' || input.envelope.type !== 'model_msg') continue;
    const payload = input.envelope.payload as Record<string, unknown>;
    const spec = PARTS[String(payload.type)];
    if (!spec) continue;
    const text = payload[spec.field];
    const kind = spec.partial ? payload.event_type : 'complete';
    if (kind !== 'start' && kind !== 'delta' && kind !== 'stop' && kind !== 'complete') continue;
    const list = byPart.get(spec.part) ?? [];
    list.push({
      event: i,
      kind,
      text: typeof text === 'string' ? text : '',
      // A file's read time is no arrival: its pieces are timed by their records instead.
      arrival: log.fromFile(i) ? NaN : log.arrival(i),
      record: Date.parse(input.envelope.timestamp),
    });
    byPart.set(spec.part, list);
  }
  return [...byPart].map(([part, raw]) => analysePart(part, raw, gapMs));
}

/** One word for a row: any mismatch wins, then any cut; undefined when nothing streamed. */
export function overallVerdict(
  analyses: readonly FragmentAnalysis[],
): 'true' | 'false' | 'cut' | undefined {
  const verdicts = analyses.map((a) => a.verdict).filter((v) => v !== 'whole');
  if (verdicts.length === 0) return undefined;
  if (verdicts.includes('mismatch')) return 'false';
  if (verdicts.includes('cut')) return 'cut';
  return 'true';
}
