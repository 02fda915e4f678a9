import { describe, expect, it } from 'vitest';
import {
  DECOYS,
  occurrences,
  PLANTED,
  plantedHistory,
  plantedSse,
  plantedSurvivors,
  plantedTraceLines,
} from '../../test/support/planted-secrets';
import type { AnyEnvelope } from '../protocol/types';
import { validateEnvelope } from '../protocol/validate';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { redactWhole, Redactor } from './redact-stream';

const trace = () => `${plantedTraceLines().join('\n')}\n`;

describe('redaction of the planted corpus', () => {
  it('holds every planted secret and decoy', () => {
    const text = trace();
    expect(PLANTED).toHaveLength(35);
    expect(DECOYS).toHaveLength(18);
    for (const s of [...PLANTED.map((p) => p.gone ?? p.text), ...DECOYS])
      expect(occurrences(text, s), s).toBeGreaterThan(0);
  });

  it.each([
    ['Trace file', 'planted.jsonl', 'jsonl', trace],
    ['SSE capture', 'planted.sse', 'sse', plantedSse],
    ['/messages response', 'planted.json', 'json', plantedHistory],
  ] as const)('finds ≥ 95 %% of the secrets in a %s and alters no decoy', (_, name, kind, make) => {
    const original = make();
    const { text, findings } = redactWhole(name, kind, original);
    const { missed, altered } = plantedSurvivors(original, text);
    expect(missed.map((p) => p.text)).toEqual([]);
    expect(altered).toEqual([]);
    expect(findings).toHaveLength(PLANTED.length);
    expect(JSON.parse(kind === 'json' ? text : '0')).toBeDefined();
  });

  it('writes records that still validate, with `arguments` still JSON and clean records byte-identical', () => {
    const original = trace();
    const { text, findings } = redactWhole('planted.jsonl', 'jsonl', original);
    const touched = new Set(findings.map((f) => f.line));
    const before = original.split('\n');
    text.split('\n').forEach((line, i) => {
      if (line === '') return;
      const record = JSON.parse(line) as { payload: { type?: string; arguments?: string } };
      expect(validateEnvelope(record).ok).toBe(true);
      if (record.payload.type === 'tool_call') JSON.parse(record.payload.arguments ?? '');
      if (!touched.has(i + 1)) expect(line).toBe(before[i]);
    });
    expect(text).toContain('-p[REDACTED:password] app');
  });

  it('replaces inside the original text: numbers, spacing, key order and CRLF stay as written', () => {
    const line = `{ "type":"model_msg","timestamp":"t", "payload":{"type":"text","role":"user","n":1.50e3,"text":"use ${PLANTED[2]?.text} \\u0041","z":-0.0}}`;
    const { text } = redactWhole('odd.jsonl', 'jsonl', `${line}\r\n${line}\r\n`);
    const expected = line.replace(PLANTED[2]?.text ?? '', '[REDACTED:secret]');
    expect(text).toBe(`${expected}\r\n${expected}\r\n`);
  });

  it('maps offsets through escapes: the secret after a \\n and \\u escape is what is replaced', () => {
    const key = 'AKIA2E0A8F3B244C9986';
    const line = JSON.stringify({ type: 'model_msg', payload: { text: `é\n"q"\n${key} end` } });
    const escaped = line.replace('é', '\\u00e9');
    const { text, findings } = redactWhole('e.jsonl', 'jsonl', escaped);
    expect(findings.map((f) => f.text)).toEqual([key]);
    expect(JSON.parse(text)).toEqual({
      type: 'model_msg',
      payload: { text: 'é\n"q"\n[REDACTED:secret] end' },
    });
  });

  it('scans a truncated last line as text, and a line that is not JSON', () => {
    const third = trace().split('\n')[2] ?? '';
    const cut = third.slice(0, third.indexOf('ghp_') + 40);
    expect(cut).toContain('ghp_');
    const { text, findings } = redactWhole(
      'cut.jsonl',
      'jsonl',
      `not json: DB_PASSWORD=dbpass99\n${cut}`,
    );
    expect(findings.map((f) => [f.line, f.kind])).toEqual([
      [1, 'password'],
      [2, 'secret'],
    ]);
    expect(text).not.toContain('dbpass99');
    expect(text).not.toContain('ghp_');
    expect(text.endsWith('\n')).toBe(false);
  });

  it('scans both values of a duplicated key, and ignores a secretlint-disable comment', () => {
    const gh = PLANTED[2]?.text ?? '';
    const line = `{"type":"model_msg","payload":{"text":"${gh}","text":"secretlint-disable ${gh}"}}`;
    const { text } = redactWhole('dup.jsonl', 'jsonl', line);
    expect(text).not.toContain(gh);
  });

  it('keeps the findings the reader rejects', () => {
    const original = trace();
    const { text } = redactWhole('p.jsonl', 'jsonl', original, (f) => f.kind !== 'email');
    expect(text).toContain('alice.doe@example.org');
    expect(text).not.toContain('hunter2pw');
  });

  it('gives the same result whatever the chunking', () => {
    const original = plantedSse();
    const whole = redactWhole('p.sse', 'sse', original).text;
    const r = new Redactor('p.sse', 'sse');
    let out = '';
    for (let i = 0; i < original.length; i += 97) out += r.push(original.slice(i, i + 97));
    expect(out + r.finish()).toBe(whole);
  });

  it('leaves no performance marks behind (secretlint core profiled every scan, slower each time)', () => {
    const before = performance.getEntriesByType('mark').length;
    for (let i = 0; i < 20; i++) redactWhole('p.jsonl', 'jsonl', trace());
    expect(performance.getEntriesByType('mark').length).toBe(before);
  });
});

describe('redaction of a streamed capture', () => {
  const b = createTraceBuilder();
  const records = () => plantedTraceLines().map((l) => JSON.parse(l) as AnyEnvelope);
  const cutEvery = (env: AnyEnvelope, n: number) =>
    Array.from({ length: JSON.stringify(env).length / n }, (_, i) => (i + 1) * n);
  const sse = (envs: readonly AnyEnvelope[]) =>
    envs.map((e, i) => `data: ${JSON.stringify(e)}\nid: s-${i + 1}\n\n`).join('');
  /** The pieces of each fragment run of a capture joined, as a viewer shows them while they stream. */
  const joinedRuns = (capture: string) => {
    const runs = new Map<string, string>();
    for (const line of capture.split('\n')) {
      if (!line.startsWith('data: ')) continue;
      const { payload } = JSON.parse(line.slice(6)) as { payload: Record<string, string> };
      const type = payload.type ?? '';
      if (!type.startsWith('partial_')) continue;
      const key = `${type} ${payload.tool_call_id ?? ''}`;
      if (payload.event_type === 'start') runs.set(`${key} ${runs.size}`, '');
      const last = [...runs.keys()].filter((k) => k.startsWith(key)).pop() ?? key;
      const piece = payload.text ?? payload.thinking ?? payload.arguments ?? payload.output ?? '';
      runs.set(last, (runs.get(last) ?? '') + piece);
    }
    return JSON.stringify([...runs.values()]);
  };

  it.each([1, 5, 13])(
    'leaves no secret in the joined pieces of fragments cut every %i characters',
    (n) => {
      const streamed = records().flatMap((env) => [...b.fragmentsOf(env, cutEvery(env, n)), env]);
      const original = sse(streamed);
      const streamedSecrets = plantedSurvivors(joinedRuns(original), joinedRuns(original)).missed;
      expect(streamedSecrets.length).toBeGreaterThan(25);
      const { text } = redactWhole('s.sse', 'sse', original);
      expect(plantedSurvivors(joinedRuns(original), joinedRuns(text)).missed).toEqual([]);
      const r = new Redactor('s.sse', 'sse');
      let chunked = '';
      for (let i = 0; i < original.length; i += 211) chunked += r.push(original.slice(i, i + 211));
      expect(chunked + r.finish()).toBe(text);
    },
  );

  it('joins the pieces of interleaved tool outputs by their call, not by arrival', () => {
    const key = PLANTED[2]?.text ?? '';
    const one = b.output('call_1', `token ${key} one`);
    const two = b.output('call_2', `other ${key} two`);
    const every = (from: number) => Array.from({ length: 10 }, (_, i) => from + 5 * i);
    const [s1, ...d1] = b.fragmentsOf(one, every(10));
    const [s2, ...d2] = b.fragmentsOf(two, every(8));
    const mixed = [s1, s2, ...d1.flatMap((d, i) => [d, d2[i]])].filter((e) => e !== undefined);
    const original = sse([...mixed, one, two]);
    const { text, findings } = redactWhole('s.sse', 'sse', original);
    for (const part of [key.slice(4, 14), key.slice(-10)])
      expect(joinedRuns(text)).not.toContain(part);
    // One secret a run, each in its pieces, and once more in each complete output.
    expect(findings.map((f) => [f.path, f.text])).toEqual([
      ['.payload.output', key],
      ['.payload.output', key],
      ['.payload.output', key],
      ['.payload.output', key],
    ]);
  });

  it('counts a secret cut into five fragments as one finding, every piece replaced', () => {
    const key = PLANTED[2]?.text ?? '';
    const said = b.text('assistant', `the key is ${key} as asked`);
    const original = sse([...b.fragmentsOf(said, [14, 20, 26, 32]), said]);
    const { text, findings } = redactWhole('s.sse', 'sse', original);
    // The run's five deltas (lines 4 to 16), then the complete text (line 22).
    expect(findings.map((f) => [f.line, f.kind, f.text])).toEqual([
      [4, 'secret', key],
      [22, 'secret', key],
    ]);
    const streamed = findings.slice(0, 1);
    expect(streamed[0]?.laterPieces?.map((p) => p.line)).toEqual([7, 10, 13, 16]);
    for (const part of [key.slice(0, 6), key.slice(6, 12), key.slice(-6)])
      expect(joinedRuns(text)).not.toContain(part);
    expect(joinedRuns(text)).toContain('[REDACTED:secret]');
    // Kept, every piece is kept: a secret is replaced whole or not at all.
    const kept = redactWhole('s.sse', 'sse', original, (f) => f.id !== streamed[0]?.id);
    expect(joinedRuns(kept.text)).toBe(joinedRuns(original));
  });
});
