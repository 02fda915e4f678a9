// Files are streamed in chunks, never read as one string: the result must not depend on where the
// chunks are cut, and a large generated file must go through whole.
import { createWriteStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../test/support/trace-builder';
import {
  CHILD_1,
  PARENT_1,
  PARENT_2,
  runCli,
  STREAM,
  tempFile,
  validateJson,
} from '../test/support/cli-harness';

const { begin, end, meta, text } = createTraceBuilder();

const ID = 'session-2026-12-02-10-00-00-0123abcd';

async function writeBigTrace(path: string, turns: number): Promise<void> {
  const out = createWriteStream(path);
  const write = (v: unknown) =>
    new Promise<void>((resolve) =>
      out.write(`${JSON.stringify(v)}\n`) ? resolve() : out.once('drain', resolve),
    );
  await write(meta(ID));
  for (let i = 0; i < turns; i++) {
    await write(begin());
    await write(text('assistant', `answer ${i}: ${'x'.repeat(i % 200)}`));
    await write(end('completed'));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

describe('validate streams its files', () => {
  it('a generated 50k-record Trace file: every record read and counted', async () => {
    const path = tempFile(`${ID}_001.jsonl`, '');
    await writeBigTrace(path, 16_667);
    const r = await validateJson(path);
    expect(r).toMatchObject({
      code: 0,
      ok: true,
      records: 50_002,
      diagnostics: [],
      violations: [],
    });
    expect(r.counts).toEqual({
      session_meta: 1,
      'event_msg:request_begin': 16_667,
      'model_msg:text': 16_667,
      'event_msg:request_end': 16_667,
    });
    expect(r.sessions).toEqual([
      expect.objectContaining({
        id: ID,
        records: 50_002,
        requests: expect.objectContaining({ total: 16_667, completed: 16_667 }),
      }),
    ]);
  }, 60_000);

  it('the same report whatever the chunk size (Trace files and an SSE capture)', async () => {
    const argv = ['validate', '--json', PARENT_1, PARENT_2, CHILD_1, STREAM];
    const whole = await runCli(argv);
    for (const chunkBytes of [61, 4096]) {
      const cut = await runCli(argv, { deps: { validate: { chunkBytes } } });
      expect(cut).toEqual(whole);
    }
  }, 30_000);

  it('multi-byte characters cut by a chunk boundary are decoded whole', async () => {
    const body = `${JSON.stringify(meta(ID))}\r\n${JSON.stringify(text('user', '企鹅 🐧 naïve'))}\r\n`;
    const path = tempFile('utf8.jsonl', `\uFEFF${body}`);
    for (const chunkBytes of [1, 2, 3, 5]) {
      const { stdout, code } = await runCli(['validate', '--json', path], {
        deps: { validate: { chunkBytes } },
      });
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ records: 2, diagnostics: [] });
    }
  });
});
