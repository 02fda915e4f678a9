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

/** One likely secret: where it is (file, 1-based line, JSON path of the string field, offsets). */
export interface Finding {
  id: string;
  file: string;
  line: number;
  /** The string field's JSON path; empty for a line scanned as text. */
  path: string;
  /** Offsets in the field's string value (in the line, for a line scanned as text). */
  start: number;
  end: number;
  kind: FindingKind;
  rule: string;
  text: string;
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

/** The spans found in each field that has any, found in one pass over all of them. */
function spansByField(fields: readonly Field[]): Map<number, Span[]> {
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
  const out = new Map<number, Span[]>();
  const add = (fi: number, s: Span) => {
    const list = out.get(fi) ?? [];
    list.push(s);
    out.set(fi, list);
  };
  let k = 0;
  for (const s of spans) {
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
    for (const [fi, piece] of pieces) add(fi, piece);
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
  const byField = spansByField(fields);
  const findings: Finding[] = [];
  const replaced = new Map<number, [number, number, string][]>();
  // By field, so findings come in the order of the text (a run's pieces were scanned together).
  const inOrder = [...byField].sort(([a], [b]) => a - b);
  for (const [i, spans] of inOrder) {
    const f = fields[i];
    const unit = f && units[f.unit];
    if (!f || !unit) continue;
    for (const s of spans) {
      let start = s.start;
      let end = s.end;
      if (f.inner) [start, end] = rawRange(f.inner.outer, f.inner.from, f.inner.to, start, end);
      const [rawStart, rawEnd] = f.plain
        ? [start, end]
        : rawRange(unit.text, f.from, f.to, start, end);
      const line = unit.json ? lineIn(unit, rawStart) : unit.line;
      const finding: Finding = {
        id: `${file}:${line}:${rawStart}`,
        file,
        line,
        path: f.plain ? '' : pathAt(unit.text, f.from, unit.json?.[0], unit.json?.[1]),
        start,
        end,
        kind: s.kind,
        rule: s.rule,
        text: f.value.slice(s.start, s.end),
      };
      findings.push(finding);
      if (!keep(finding)) continue;
      const list = replaced.get(f.unit) ?? [];
      list.push([rawStart, rawEnd, replacementFor(finding)]);
      replaced.set(f.unit, list);
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
