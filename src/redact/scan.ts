// Finds likely secrets in a batch of units (a Trace line, an SSE line, a whole JSON document) and
// replaces the accepted ones inside each unit's own text. The string values of every unit are
// joined into one text and every detector runs once over it: a detector's cost is then its pass
// over the characters, not a call per string.
import {
  binaryRanges,
  entropySpans,
  ownSpans,
  withoutOverlaps,
  type FindingKind,
  type Span,
} from './detectors';
import type { Piece } from './fragments';
import { decodeAt, forEachString, pathAt, rawRange } from './json-strings';
import { secretlintSpans } from './secretlint-rules';

/** Where a likely secret, or a piece of one, is: 1-based line, JSON path of the string field, offsets. */
export interface FindingPlace {
  line: number;
  /** The string field's JSON path; empty for a line scanned as text. */
  path: string;
  /** Offsets in the field's string value (in the line, for a line scanned as text). */
  start: number;
  end: number;
}

/** One likely secret: where it is (its first piece, when cut), what kind, its text. */
export interface Finding extends FindingPlace {
  id: string;
  file: string;
  kind: FindingKind;
  rule: string;
  /** The whole secret, its pieces joined. */
  text: string;
  /**
   * A secret cut across streaming fragments: the places of its pieces after the first, each
   * replaced or kept with it (one secret, one decision).
   */
  laterPieces?: FindingPlace[];
}

export interface Unit {
  text: string;
  /** 1-based line of the unit's first character in its file. */
  line: number;
  /** Bounds of the JSON value in `text`, when it parses; otherwise the text is scanned as text. */
  json?: [number, number] | undefined;
  /** Set on a streaming fragment: its piece is scanned joined to the other pieces of its run. */
  piece?: Piece | undefined;
}

export const replacementFor = (f: Pick<Finding, 'kind'>) => `[REDACTED:${f.kind}]`;

/** Fields that name or link records: replacing them would break the trace, not hide a secret. */
const STRUCTURAL = /^(?:type|timestamp|role|origin|id|[a-z_]*_id|status|mime_type)$/;
/** A field named for a secret holds one, whatever it looks like. */
const SECRET_KEY =
  /(?:password|passwd|passphrase|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)$/i;
const DATA_URL_AT = /data:[\w.+-]+\/[\w.+-]+;base64,/y;
const BASE64_AT = /[A-Za-z0-9+/=_\\-]*/y;
/** Fields with no text to scan: base64 payloads (images, inline data, opaque blobs). */
function isBinary(text: string, from: number, to: number, key: string | undefined): boolean {
  DATA_URL_AT.lastIndex = from;
  if (DATA_URL_AT.test(text)) return true;
  if (key !== 'data' && to - from < 256) return false;
  BASE64_AT.lastIndex = from;
  return BASE64_AT.test(text) && BASE64_AT.lastIndex >= to;
}

const looksLikeJson = (v: string) => /^\s*[[{]/.test(v) && /[\]}]\s*$/.test(v.slice(-64));
/** Whether a text is one JSON value. */
export function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

interface Field {
  unit: number;
  /** Bounds of the characters in the unit's text (of the whole line, for text). */
  from: number;
  to: number;
  value: string;
  /** Scanned as text: offsets in the value are offsets in the unit. */
  plain: boolean;
  /** A string inside a string that holds JSON (`arguments`): its bounds in that string. */
  inner: { outer: string; from: number; to: number } | undefined;
  /** Set when the field's name says it holds a secret. */
  named: FindingKind | undefined;
  /** The fragment run the field is a piece of. */
  run?: string | undefined;
}

const namedKind = (key: string | undefined): FindingKind | undefined =>
  key !== undefined && SECRET_KEY.test(key)
    ? /pass/i.test(key)
      ? 'password'
      : 'secret'
    : undefined;

function collect(units: readonly Unit[]): Field[] {
  const fields: Field[] = [];
  units.forEach(({ text, json, piece }, unit) => {
    if (!json) {
      fields.push({
        unit,
        from: 0,
        to: text.length,
        value: text,
        plain: true,
        inner: undefined,
        named: undefined,
      });
      return;
    }
    forEachString(
      text,
      (from, to, key) => {
        if ((key !== undefined && STRUCTURAL.test(key)) || isBinary(text, from, to, key)) return;
        const value = decodeAt(text, from, to);
        const named = namedKind(key);
        if (piece && key === piece.field) {
          fields.push({
            unit,
            from,
            to,
            value,
            plain: false,
            inner: undefined,
            named,
            run: piece.run,
          });
          return;
        }
        if (!(looksLikeJson(value) && parses(value))) {
          fields.push({ unit, from, to, value, plain: false, inner: undefined, named });
          return;
        }
        forEachString(value, (a, b, k) => {
          if (isBinary(value, a, b, k)) return;
          fields.push({
            unit,
            from,
            to,
            value: decodeAt(value, a, b),
            plain: false,
            inner: { outer: value, from: a, to: b },
            named: namedKind(k),
          });
        });
      },
      json[0],
      json[1],
    );
  });
  return fields;
}

/** Cannot be crossed by any detector: no pattern matches both a line break and a NUL. */
const SEPARATOR = '\n\u0000\n';

/**
 * Fields in the order they are joined: the pieces of a fragment run together, where the first of
 * them stands, so that the run reads as the one text it was cut from.
 */
function joinOrder(fields: readonly Field[]): number[] {
  const runs = new Map<string, number[]>();
  const order: (number | number[])[] = [];
  fields.forEach((f, i) => {
    if (f.run === undefined) return order.push(i);
    const run = runs.get(f.run);
    if (run) return run.push(i);
    const fresh = [i];
    runs.set(f.run, fresh);
    order.push(fresh);
  });
  return order.flat();
}

/** A span in one field: the whole of a secret, or one piece of a secret cut across a run. */
type FieldSpan = Span & { field: number; secret: number };

/**
 * The spans found in the fields, found in one pass over all of them, in the order of the text;
 * the pieces of one secret share `secret`.
 */
function fieldSpans(fields: readonly Field[]): FieldSpan[] {
  const order = joinOrder(fields);
  const starts = new Array<number>(order.length);
  const named: Span[] = [];
  const parts: string[] = [];
  let at = 0;
  order.forEach((fi, k) => {
    const f = fields[fi];
    if (!f) return;
    if (k > 0 && (f.run === undefined || fields[order[k - 1] ?? -1]?.run !== f.run)) {
      parts.push(SEPARATOR);
      at += SEPARATOR.length;
    }
    starts[k] = at;
    if (f.named && f.value.trim() !== '')
      named.push({ start: at, end: at + f.value.length, kind: f.named, rule: 'named-field' });
    parts.push(f.value);
    at += f.value.length;
  });
  const joined = parts.join('');
  const spans = withoutOverlaps(
    [...secretlintSpans(joined), ...ownSpans(joined), ...named, ...entropySpans(joined)],
    binaryRanges(joined),
  );
  const out: FieldSpan[] = [];
  let k = 0;
  for (const [secret, s] of spans.entries()) {
    while (k + 1 < order.length && (starts[k + 1] ?? 0) <= s.start) k++;
    // A span crossing from a piece into the next piece of its run is cut at the pieces' bounds.
    const pieces: [number, Span][] = [];
    for (let j = k; j < order.length; j++) {
      const fi = order[j] ?? 0;
      const field = fields[fi];
      const base = starts[j] ?? 0;
      if (!field) break;
      const end = base + field.value.length;
      const from = Math.max(s.start, base);
      if (from < Math.min(s.end, end))
        pieces.push([fi, { ...s, start: from - base, end: Math.min(s.end, end) - base }]);
      if (s.end <= end) break;
      if (field.run === undefined || fields[order[j + 1] ?? -1]?.run !== field.run) {
        pieces.length = 0;
        break;
      }
    }
    for (const [field, piece] of pieces) out.push({ ...piece, field, secret });
  }
  return out;
}

/** 1-based line of offset `at` in a unit spanning lines (a JSON document). */
function lineIn(unit: Unit, at: number): number {
  let line = unit.line;
  for (let i = unit.text.indexOf('\n'); i !== -1 && i < at; i = unit.text.indexOf('\n', i + 1))
    line++;
  return line;
}

export interface Scanned {
  /** Each unit's text, the accepted findings replaced (the same string when none was). */
  texts: string[];
  findings: Finding[];
}

/**
 * Finds the likely secrets in `units` and replaces those `keep` accepts (all by default) in each
 * unit's own text: every character outside a replaced span stays as it was.
 */
export function scanUnits(
  file: string,
  units: readonly Unit[],
  keep: (f: Finding) => boolean = () => true,
): Scanned {
  const fields = collect(units);
  const findings: Finding[] = [];
  const replaced = new Map<number, [number, number, string][]>();
  // Where each piece lies in its unit, and what a finding says of it.
  const placed = (s: FieldSpan) => {
    const f = fields[s.field];
    const unit = f && units[f.unit];
    if (!f || !unit) return undefined;
    let start = s.start;
    let end = s.end;
    if (f.inner) [start, end] = rawRange(f.inner.outer, f.inner.from, f.inner.to, start, end);
    const [rawStart, rawEnd] = f.plain
      ? [start, end]
      : rawRange(unit.text, f.from, f.to, start, end);
    const place: FindingPlace = {
      line: unit.json ? lineIn(unit, rawStart) : unit.line,
      path: f.plain ? '' : pathAt(unit.text, f.from, unit.json?.[0], unit.json?.[1]),
      start,
      end,
    };
    return { unit: f.unit, rawStart, rawEnd, place, text: f.value.slice(s.start, s.end) };
  };
  const secrets = new Map<number, FieldSpan[]>();
  for (const s of fieldSpans(fields)) secrets.set(s.secret, [...(secrets.get(s.secret) ?? []), s]);
  // By the field of its first piece, so findings come in the order of the text (a run's pieces
  // were scanned together, where its first piece stands).
  const inOrder = [...secrets.values()].sort(
    (a, b) => (a[0]?.field ?? 0) - (b[0]?.field ?? 0) || (a[0]?.start ?? 0) - (b[0]?.start ?? 0),
  );
  for (const pieces of inOrder) {
    const at = pieces.flatMap((s) => placed(s) ?? []);
    const [first, ...later] = at;
    const span = pieces[0];
    if (!first || !span) continue;
    const finding: Finding = {
      id: `${file}:${first.place.line}:${first.rawStart}`,
      file,
      ...first.place,
      kind: span.kind,
      rule: span.rule,
      text: at.map((p) => p.text).join(''),
      ...(later.length > 0 ? { laterPieces: later.map((p) => p.place) } : {}),
    };
    findings.push(finding);
    if (!keep(finding)) continue;
    for (const p of at) {
      const list = replaced.get(p.unit) ?? [];
      list.push([p.rawStart, p.rawEnd, replacementFor(finding)]);
      replaced.set(p.unit, list);
    }
  }
  const texts = units.map((u, i) => {
    const list = replaced.get(i);
    if (!list) return u.text;
    let out = '';
    let at = 0;
    for (const [from, to, by] of list.sort((a, b) => a[0] - b[0])) {
      out += u.text.slice(at, from) + by;
      at = to;
    }
    return out + u.text.slice(at);
  });
  return { texts, findings };
}
