import { describe, expect, it } from 'vitest';
import { plantedSse, plantedTraceLines } from '../../test/support/planted-secrets';
import { createRedactRunner, type RedactResponse } from './redact-job';
import { ByteRedactor } from './redact-bytes';
import { redactWhole } from './redact-stream';

const encode = (text: string) => new TextEncoder().encode(text);
const record = (text: string) =>
  `${JSON.stringify({ type: 'model_msg', payload: { type: 'text', role: 'user', text } })}\n`;
/** `text` with its `@` as the bytes given (Latin-1 é, a lone continuation byte…). */
const withBytes = (text: string, bytes: number[]) => {
  const [before = '', after = ''] = text.split('@');
  return new Uint8Array([...encode(before), ...bytes, ...encode(after)]);
};
const concat = (parts: readonly Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));

/** Redacted in chunks of `size` bytes, a multi-byte character cut anywhere. */
function redactBytes(name: string, kind: 'jsonl' | 'sse', bytes: Uint8Array, size: number) {
  const r = new ByteRedactor(name, kind);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(r.push(bytes.subarray(at, at + size)));
  out.push(r.finish());
  return { bytes: concat(out), findings: r.findings, notUtf8: r.notUtf8 };
}

describe('redaction of bytes', () => {
  it.each([1, 7, 4096])('writes what the text redaction writes, in chunks of %i bytes', (size) => {
    for (const [name, kind, text] of [
      ['p.jsonl', 'jsonl', `\uFEFF${plantedTraceLines().join('\r\n')}`],
      ['p.sse', 'sse', plantedSse()],
    ] as const) {
      const whole = redactWhole(name, kind, text);
      const bytes = redactBytes(name, kind, encode(text), size);
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.bytes)).toBe(whole.text);
      expect(bytes.findings).toEqual(whole.findings);
      expect(bytes.notUtf8).toEqual([]);
    }
  });

  it.each([1, 5, 4096])(
    'keeps a line of invalid UTF-8 byte for byte unless a secret on it is replaced (chunks of %i)',
    (size) => {
      const bad = withBytes(record('caf@ ok'), [0xe9, 0x80]);
      const secret = withBytes(record('caf@ DB_PASSWORD=dbpass99'), [0xe9]);
      const original = concat([encode(record('hello')), bad, secret, bad.subarray(0, -1)]);
      const { bytes, notUtf8 } = redactBytes('b.jsonl', 'jsonl', original, size);
      const lines = (b: Uint8Array) => new TextDecoder('latin1').decode(b).split('\n');
      const [one, two, three, four] = lines(bytes);
      const was = lines(original);
      expect([one, two, four]).toEqual([was[0], was[1], was[3]]);
      expect(three).toContain('[REDACTED:password]');
      expect(notUtf8).toEqual([
        { line: 2, rewritten: false },
        { line: 3, rewritten: true },
        { line: 4, rewritten: false },
      ]);
    },
  );

  it('saves from the app a line of invalid UTF-8 as it was', async () => {
    const bad = withBytes(record('caf@ ok'), [0xe9]);
    const original = concat([bad, encode(record('DB_PASSWORD=dbpass99'))]);
    const got: RedactResponse[] = [];
    const done = new Promise<void>((resolve) =>
      createRedactRunner((m) => {
        got.push(m);
        if (m.type === 'done') resolve();
      })({
        type: 'redact',
        jobId: 1,
        rejected: [],
        sources: [{ name: 'b.jsonl', blob: new Blob([original]) }],
      }),
    );
    await done;
    const file = got.find((m) => m.type === 'file');
    const blob = file?.type === 'file' ? file.blob : undefined;
    const saved = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...saved.subarray(0, bad.length)]).toEqual([...bad]);
    expect(new TextDecoder().decode(saved.subarray(bad.length))).toContain('[REDACTED:');
  });
});
