import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { TraceTailer } from './tail-trace';

it('skips a line past the size limit, names it, and goes on with the next lines', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'omniscope-tail-limit-'));
  try {
    const file = join(dir, 'session_001.jsonl');
    await writeFile(file, `{"a":1}\n{"pad":"${'x'.repeat(3000)}"}\n{"b":2}\n`);
    const lines: string[] = [];
    const oversized: string[] = [];
    const tailer = new TraceTailer(
      file,
      {
        line: (l) => lines.push(l),
        reset: () => undefined,
        gone: () => undefined,
        oversized: (r) => oversized.push(r),
      },
      60_000,
      1024,
    );
    await tailer.check();
    tailer.stop();
    expect(lines).toEqual(['{"a":1}', '{"b":2}']);
    expect(oversized).toEqual(['line 2: record too large (2.94 KB > 1 KB limit); skipped']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
