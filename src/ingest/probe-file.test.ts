import { describe, expect, it } from 'vitest';
import { probeFile, probeUrl, readFirstLine } from './probe-file';
import { CHILD_ID, SESSION_A, TRACE_FILES, readFixture } from '../../test/support/fixtures';

describe('readFirstLine', () => {
  it('stops at LF, CRLF or CR', async () => {
    expect(await readFirstLine(new Blob(['ab\ncd']))).toBe('ab');
    expect(await readFirstLine(new Blob(['ab\r\ncd']))).toBe('ab');
    expect(await readFirstLine(new Blob(['ab\rcd']))).toBe('ab');
  });

  it('grows its slices past a first line longer than the first slice', async () => {
    const long = 'é'.repeat(3000);
    expect(await readFirstLine(new Blob([`${long}\nnext`]), 100)).toBe(long);
  });

  it('returns a whole file that has no line break, BOM stripped by decoding', async () => {
    expect(await readFirstLine(new Blob(['\uFEFFonly']), 2)).toBe('only');
    expect(await readFirstLine(new Blob([]))).toBe('');
  });
});

describe('probeFile', () => {
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

  it('is a name only when the URL fails or its first line is not a session_meta', async () => {
    const failed = await probeUrl('http://h/x', 'x', 0, served('nope', 404));
    expect(failed).toEqual({ fileIndex: 0, name: 'x', size: 0, subagentIds: [] });
    const thrown = await probeUrl('http://h/x', 'x', 0, () => Promise.reject(new Error('down')));
    expect(thrown.sessionMeta).toBeUndefined();
    const sse = await probeUrl('http://h/s.sse', 's.sse', 0, served(': hi\nevent: x\n'));
    expect(sse.sessionMeta).toBeUndefined();
  });
});
