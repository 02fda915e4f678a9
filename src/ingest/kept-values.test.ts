import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { noisePng } from '../../test/support/noise-png';
import {
  keptTextOf,
  keptTextRef,
  keptValueOf,
  valueLength,
  valueStart,
} from '../protocol/kept-value';
import type { AnyEnvelope } from '../protocol/types';
import {
  keepFile,
  keepFileAs,
  readKeptValue,
  readKeptValues,
  readValue,
  withKeptValues,
} from './kept-files';
import { KEEP_FROM, KEEP_LINES_FROM, KEEP_TEXT_FROM } from './kept-values';
import { parseFile as parse } from '../../test/support/parse-file';

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

/** Records written back with their kept values put back, read again. */
async function writtenBack(records: readonly AnyEnvelope[]): Promise<unknown[]> {
  const json = records.map((r) => JSON.stringify(r)).join('\n');
  const text = await new Blob(withKeptValues(json)).text();
  return text.split('\n').map((l) => JSON.parse(l) as unknown);
}

/** A file of one output long enough to be kept, parsed with it kept: its reference. */
async function oneKeptOutput(char: string) {
  const long = char.repeat(KEEP_TEXT_FROM);
  const b = createTraceBuilder();
  const file = new File(
    [JSON.stringify(b.makeToolOutput({ output: long, tool_call_id: 'c1' })) + '\n'],
    'one-output.jsonl',
  );
  const nonce = keepFile(file);
  const ref = keptValueOf(String((await parse(file, nonce))[0]?.payload['output']));
  if (!ref) throw new Error('the output was not kept');
  return { long, file, nonce, ref };
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
    expect(await writtenBack(kept)).toEqual(inline);
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

  it('leaves long outputs in the file, escapes and all, and reads each back whole', async () => {
    const b = createTraceBuilder();
    // Quotes, backslashes, newlines, a control character and characters of two to four bytes:
    // the file holds the escaped literal, the page gets the text back.
    const line = (i: number) => `${i} "quoted" \\path\t é — 😀 ${'x'.repeat(i % 7)}\n`;
    let long = '';
    for (let i = 0; long.length < KEEP_TEXT_FROM + 5_000; i++) long += line(i);
    const longer = `${long}${long}\u0001end`;
    const short = 'x'.repeat(KEEP_TEXT_FROM - 1);
    const text = [
      b.makeMeta({ session_id: 'session-kept-text' }),
      b.makeToolCall({ name: 'cat', arguments: '{}', tool_call_id: 'c1' }),
      b.makeToolOutput({ output: long, tool_call_id: 'c1' }),
      b.makeToolOutput({ output: short, tool_call_id: 'c2' }),
      b.makeToolOutput({ output: longer, tool_call_id: 'c3' }),
    ]
      .map((r) => JSON.stringify(r))
      .join('\n');
    // Written with escaped non-ASCII (another producer): its one "output" key finds it all the same.
    const ascii = JSON.stringify(b.makeToolOutput({ output: long, tool_call_id: 'c4' })).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    // Two "output" keys, the nested one first: the payload's is the literal JSON.stringify writes;
    // escaped another way besides, it stays inline.
    const nested = (output: string, id: string) =>
      `{"timestamp":"2026-12-04T10:00:00Z","type":"model_msg","extra":{"output":"${long.length}"},` +
      `"payload":{"type":"tool_call_output","role":"user","tool_call_id":"${id}","output":${output}}}`;
    const twice = nested(JSON.stringify(long), 'c5');
    // The payload's key written escaped, another object's plainly: that one is not taken for it.
    const escapedKey = nested(JSON.stringify(long), 'c7')
      .replace('"output":"', '"kept":"')
      .replace(`"output":${JSON.stringify(long)}`, `"outp\\u0075t":${JSON.stringify(long)}`)
      .replace('"kept":"', '"output":"');
    const twiceEscaped = nested(JSON.stringify(long).replace(/é/g, '\\u00e9'), 'c6');
    const file = new File(
      [`${text}\n${ascii}\n${twice}\n${twiceEscaped}\n${escapedKey}\n`],
      'kept-text.jsonl',
    );
    const kept = await parse(file, keepFile(file));
    const outputs = kept.map((e) => String(e.payload['output'] ?? ''));
    const [
      ,
      ,
      first = '',
      second = '',
      third = '',
      fourth = '',
      fifth = '',
      sixth = '',
      seventh = '',
    ] = outputs;

    expect(keptTextRef(first)).toEqual({
      length: long.length,
      lines: long.split('\n').length - 1,
      preview: long.slice(0, 240),
    });
    expect(valueLength(first)).toBe(long.length);
    expect(valueStart(first, 10)).toBe(long.slice(0, 10));
    expect(second).toBe(short);
    expect(await readValue(fourth)).toBe(long);
    expect(keptTextRef(fifth)?.length).toBe(long.length);
    expect(await readValue(fifth)).toBe(long);
    expect(sixth).toBe(long);
    expect(seventh).toBe(long);
    expect(await readValue(first)).toBe(long);
    expect(await readValue(third)).toBe(longer);
    expect(await readValue(second)).toBe(short);
    // Read together, as the search worker does: one slice, each value whole.
    const refs = [third, first].map((o) => keptValueOf(o));
    expect(refs.every((r) => r !== null && keptTextOf(r) !== null)).toBe(true);
    expect(await readKeptValues(refs.filter((r) => r !== null))).toEqual([longer, long]);
    expect(await writtenBack(kept)).toEqual(await parse(file));
  });

  it('leaves a shorter output in the file when its lines fill the box, not otherwise', async () => {
    const b = createTraceBuilder();
    const lines = (n: number, width: number) =>
      Array.from({ length: n }, (_, i) => `${i} ${'l'.repeat(width)}`).join('\n');
    const outputs = [
      lines(32, KEEP_LINES_FROM / 32), // enough lines and characters: kept
      lines(31, KEEP_TEXT_FROM / 40), // 15 KB in 31 lines: its box may not be full
      lines(200, 10), // many lines, under KEEP_LINES_FROM characters
    ];
    const records = [
      b.makeMeta({ session_id: 'session-kept-lines' }),
      ...outputs.map((output, i) => b.makeToolOutput({ output, tool_call_id: `c${i}` })),
    ];
    const file = new File([records.map((r) => JSON.stringify(r)).join('\n')], 'lines.jsonl');
    const kept = (await parse(file, keepFile(file)))
      .slice(1)
      .map((e) => String(e.payload['output']));
    expect(kept.map((o) => keptTextRef(o)?.lines ?? null)).toEqual([32, null, null]);
    expect(await readValue(kept[0] ?? '')).toBe(outputs[0]);
    expect(kept.slice(1)).toEqual(outputs.slice(1));
  });

  it('refuses a kept text whose bytes no longer parse to it', async () => {
    const { long, ref } = await oneKeptOutput('y');
    await expect(readKeptValue({ ...ref, end: ref.end - 1 })).rejects.toThrow();
    expect(await readKeptValues([{ ...ref, start: ref.start + 1 }, ref])).toEqual([null, long]);
  });

  it('reads many values for many callers at once, each whole, a few slices at a time', async () => {
    const b = createTraceBuilder();
    const outputs = Array.from({ length: 10 }, (_, i) => `${i} `.repeat(KEEP_TEXT_FROM));
    // A message of 3 MB between two outputs: each output is a slice of its own.
    const filler = JSON.stringify(b.makeText({ role: 'user', text: 'f'.repeat(3_000_000) }));
    const lines = outputs.flatMap((output, i) => [
      JSON.stringify(b.makeToolOutput({ output, tool_call_id: `c${i}` })),
      filler,
    ]);
    const file = new File([`${lines.join('\n')}\n`], 'spread.jsonl');
    const nonce = keepFile(file);
    const refs = (await parse(file, nonce))
      .map((e) => keptValueOf(String(e.payload['output'] ?? '')))
      .filter((r) => r !== null);
    expect(refs).toHaveLength(outputs.length);
    // The same file behind a counter of the reads under way.
    let reading = 0;
    let most = 0;
    const counted = new (class extends Blob {
      override slice(start?: number, end?: number): Blob {
        const part = file.slice(start, end);
        const stream = () => {
          most = Math.max(most, ++reading);
          return new ReadableStream({
            type: 'bytes',
            async pull(controller) {
              await new Promise((resolve) => setTimeout(resolve, 5));
              controller.enqueue(new Uint8Array(await part.arrayBuffer()));
              controller.close();
              reading -= 1;
            },
          });
        };
        return Object.assign(part, { stream });
      }
    })([file]);
    keepFileAs(nonce, counted);
    const callers = [refs, refs.slice(3).reverse(), refs.slice(0, 5)];
    const read = await Promise.all(callers.map((r) => readKeptValues(r)));
    expect(read).toEqual([outputs, outputs.slice(3).reverse(), outputs.slice(0, 5)]);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('reads values from a file whose stream is not a byte stream, as older browsers give', async () => {
    const { long, file, nonce, ref } = await oneKeptOutput('z');
    const plain = new (class extends Blob {
      override slice(start?: number, end?: number): Blob {
        const part = file.slice(start, end);
        // A default stream: asking it for a BYOB reader throws.
        const stream = () =>
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(new Uint8Array(await part.arrayBuffer()));
              controller.close();
            },
          });
        return Object.assign(part, { stream });
      }
    })([file]);
    keepFileAs(nonce, plain);
    expect(await readKeptValues([ref])).toEqual([long]);
  });
});
