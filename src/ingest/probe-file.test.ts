import { describe, expect, it } from 'vitest';
import { probeFile, readFirstLine } from './probe-file';
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
