import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { noisePng } from '../../test/support/noise-png';
import { keptValueOf } from '../protocol/kept-value';
import type { AnyEnvelope } from '../protocol/types';
import { keepFile, readKeptValue } from './kept-files';
import { KEEP_FROM } from './kept-values';
import { createJobRunner } from './parse-job';
import { decodeRecords } from './wire-records';
import type { WorkerResponse } from './worker-protocol';

const png = (bytes: number) => `data:image/png;base64,${noisePng(bytes).toString('base64')}`;
const big = png(80_000);
const other = png(70_000);
const small = png(2_000);
const BARE = noisePng(90_000).toString('base64');

function traceText(): string {
  const b = createTraceBuilder();
  const lines = [
    b.makeMeta({ session_id: 'session-kept' }),
    b.makeToolCall({ name: 'shot', arguments: '{}', tool_call_id: 'c1' }),
    // Characters of two, three and four bytes before the images move their bytes off their indices.
    b.makeToolOutput({ output: 'é — 😀', tool_call_id: 'c1', images: [big, small, other] }),
    b.makeImageUrl({ image_url: other }),
  ].map((r) => JSON.stringify(r));
  // Bare base64 beside its type: kept with an empty head.
  const inline = JSON.stringify({
    ...b.makeImageUrl({ image_url: '' }),
    payload: { type: 'inline_data', role: 'user', data: BARE, mime_type: 'application/pdf' },
  });
  // Written with escaped slashes, the value is not verbatim in its line: it stays inline.
  const escaped = JSON.stringify(
    b.makeToolOutput({ output: 'again', tool_call_id: 'c1', images: [big] }),
  ).replace(/\//g, '\\/');
  return `\uFEFF${lines.slice(0, 2).join('\n')}\r\n${lines.slice(2).join('\n')}\n${escaped}\n${inline}\n`;
}

async function parse(file: File, keep?: string): Promise<AnyEnvelope[]> {
  const messages: WorkerResponse[] = [];
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const run = createJobRunner((m) => {
    messages.push(m);
    if (m.type !== 'batch') done();
  });
  run({
    type: 'parse',
    jobId: 1,
    fileIndex: 0,
    name: file.name,
    source: { kind: 'file', file },
    origin: [],
    maxLineLength: 1 << 26,
    ...(keep ? { keep } : {}),
  });
  await finished;
  expect(messages.at(-1)?.type).toBe('done');
  return messages.flatMap((m) =>
    m.type === 'batch' ? decodeRecords(m.records).map((r) => r.envelope) : [],
  );
}

const imagesOf = (e: AnyEnvelope | undefined): unknown =>
  e?.payload.type === 'image_url' ? [e.payload['image_url']] : e?.payload['images'];

describe('kept values', () => {
  it('leaves long images in the file and reads each back whole', async () => {
    expect(big.length).toBeGreaterThan(KEEP_FROM);
    const file = new File([traceText()], 'kept.jsonl');
    const nonce = keepFile(file);
    const kept = await parse(file, nonce);
    const inline = await parse(file);

    const output = imagesOf(kept[2]) as string[];
    expect(output[1]).toBe(small);
    const refs = [output[0], output[2], (imagesOf(kept[3]) as string[])[0]].map((s) =>
      keptValueOf(s ?? ''),
    );
    expect(refs.map((r) => r?.nonce)).toEqual([nonce, nonce, nonce]);
    expect(refs.map((r) => r?.head)).toEqual(Array(3).fill('data:image/png;base64,'));
    const values = await Promise.all(refs.map((r) => (r ? readKeptValue(r) : '')));
    expect(values).toEqual([big, other, other]);
    expect(imagesOf(kept[4])).toEqual([big]);
    const data = keptValueOf(String(kept[5]?.payload['data']));
    expect(data?.head).toBe('');
    expect(data ? await readKeptValue(data) : '').toBe(BARE);

    // Everything else is what a read without keeping gives.
    const blank = (e: AnyEnvelope) => ({
      ...e,
      payload: { ...e.payload, images: 0, image_url: 0, data: 0 },
    });
    expect(kept.map(blank)).toEqual(inline.map(blank));
    expect(imagesOf(inline[2])).toEqual([big, small, other]);
    expect(inline[5]?.payload['data']).toBe(BARE);
  });

  it('refuses a reference into a file it does not know, or one that changed', async () => {
    const file = new File([traceText()], 'kept.jsonl');
    const nonce = keepFile(file);
    const ref = keptValueOf((imagesOf((await parse(file, nonce))[2]) as string[])[0] ?? '');
    expect(ref).not.toBeNull();
    if (!ref) return;
    await expect(readKeptValue({ ...ref, nonce: '00112233aabbccdd' })).rejects.toThrow();
    await expect(readKeptValue({ ...ref, start: ref.start + 1 })).rejects.toThrow();
  });
});
