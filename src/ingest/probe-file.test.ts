import { describe, expect, it } from 'vitest';
import { probeFile, probeUrl, readFirstLine, type ProbedFile } from './probe-file';
import { CHILD_ID, SESSION_A, TRACE_FILES, readFixture } from '../../test/support/fixtures';

describe('readFirstLine', () => {
  it('stops at LF, CRLF or CR', async () => {
    expect(await readFirstLine(new Blob(['ab\ncd']))).toBe('ab');
    expect(await readFirstLine(new Blob(['ab\r\ncd']))).toBe('ab');
    expect(await readFirstLine(new Blob(['ab\rcd']))).toBe('ab');
  });

  it('grows its slices past a first line longer than the first slice', async () => {
    const long = 'é'.repeat(3000);
    expect(await readFirstLine(new Blob([`${long}\nnext`]), { firstSlice: 100 })).toBe(long);
  });

  it('returns a whole file that has no line break, BOM stripped by decoding', async () => {
    expect(await readFirstLine(new Blob(['\uFEFFonly']), { firstSlice: 2 })).toBe('only');
    expect(await readFirstLine(new Blob([]))).toBe('');
  });
});

/**
 * A file of `size` bytes with no line break, made up as it is read: nothing of it exists until a
 * slice is asked for, and `read` counts every byte handed out.
 */
function oneLineFile(size: number): ProbedFile & { read: number } {
  const file = {
    name: 'one-line.jsonl',
    size,
    read: 0,
    slice: (start: number, end: number) => ({
      arrayBuffer: async () => {
        const n = Math.max(0, Math.min(end, size) - start);
        file.read += n;
        return new Uint8Array(n).fill(0x78).buffer;
      },
    }),
  };
  return file;
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;

describe('readFirstLine on a first line longer than a record may be', () => {
  it('reads at most the limit of a one-line gigabyte, and says the line is too long', async () => {
    const file = oneLineFile(GB);
    expect(await readFirstLine(file, { maxBytes: 64 * MB })).toBeNull();
    expect(file.read).toBeLessThanOrEqual(64 * MB + 1);
  });

  it('keeps to the default record limit (64 MB) when given none', async () => {
    const file = oneLineFile(GB);
    expect(await readFirstLine(file)).toBeNull();
    expect(file.read).toBeLessThanOrEqual(64 * MB + 1);
  });

  it('still reads a first line of exactly the limit', async () => {
    expect(await readFirstLine(new Blob(['abcd\nx']), { maxBytes: 4, firstSlice: 1 })).toBe('abcd');
    expect(await readFirstLine(new Blob(['abcde\nx']), { maxBytes: 4, firstSlice: 1 })).toBeNull();
  });
});

describe('probeFile', () => {
  it('probes a one-line gigabyte reading no more than the limit given', async () => {
    const file = oneLineFile(GB);
    const meta = await probeFile(file, 0, MB);
    expect(meta).toEqual({ fileIndex: 0, name: 'one-line.jsonl', size: GB, subagentIds: [] });
    expect(file.read).toBeLessThanOrEqual(MB + 1);
  });

  it('reads the session_meta of a real child Trace file', async () => {
    const name = TRACE_FILES[2];
    const file = new File([readFixture(SESSION_A + name)], name);
    const meta = await probeFile(file, 3);
    expect(meta).toMatchObject({ fileIndex: 3, name, size: file.size, subagentIds: [] });
    expect(meta.sessionMeta).toMatchObject({ session_id: CHILD_ID, source: 'subagent' });
  });

  it('leaves sessionMeta out when the first line is not one', async () => {
    const notMeta = new File(
      ['{"timestamp":"t","type":"event_msg","payload":{"type":"abort"}}\n'],
      'x.jsonl',
    );
    expect((await probeFile(notMeta, 0)).sessionMeta).toBeUndefined();
    expect((await probeFile(new File(['{torn'], 'y.jsonl'), 1)).sessionMeta).toBeUndefined();
  });
});

describe('probeUrl', () => {
  const served =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('reads the session_meta of the first line of a body, and cancels the rest', async () => {
    const name = TRACE_FILES[2];
    let pulled = 0;
    const lines = readFixture(SESSION_A + name).split('\n');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const line = lines[pulled++];
        if (line === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(`${line}\n`));
      },
    });
    const meta = await probeUrl('http://h/child.jsonl', 'child.jsonl', 2, () =>
      Promise.resolve(new Response(body)),
    );
    expect(meta).toMatchObject({ fileIndex: 2, name: 'child.jsonl', subagentIds: [] });
    expect(meta.sessionMeta).toMatchObject({ session_id: CHILD_ID, source: 'subagent' });
    expect(pulled).toBeLessThan(lines.length);
  });

  it('takes the size a server sends, by which copies of one file are told apart', async () => {
    const body = readFixture(SESSION_A + TRACE_FILES[1]);
    const sent = new Response(body, { headers: { 'Content-Length': String(body.length) } });
    const meta = await probeUrl('http://h/x.jsonl', 'x.jsonl', 0, () => Promise.resolve(sent));
    expect(meta.size).toBe(body.length);
  });

  it('reads no more than the record limit of a first line that never ends', async () => {
    let pulled = 0;
    const mb = new Uint8Array(1 << 20).fill(0x61);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += mb.length;
        controller.enqueue(mb);
      },
    });
    const meta = await probeUrl(
      'http://h/one-line',
      'one-line',
      0,
      () => Promise.resolve(new Response(endless)),
      2 << 20,
    );
    expect(meta.sessionMeta).toBeUndefined();
    expect(pulled).toBeLessThanOrEqual(4 << 20);
  });

  it('is a name only when the URL fails or its first line is not a session_meta', async () => {
    const failed = await probeUrl('http://h/x', 'x', 0, served('nope', 404));
    expect(failed).toEqual({ fileIndex: 0, name: 'x', size: 0, subagentIds: [] });
    const thrown = await probeUrl('http://h/x', 'x', 0, () => Promise.reject(new Error('down')));
    expect(thrown.sessionMeta).toBeUndefined();
    const sse = await probeUrl('http://h/s.sse', 's.sse', 0, served(': hi\nevent: x\n'));
    expect(sse.sessionMeta).toBeUndefined();
  });
});
