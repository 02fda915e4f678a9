import { describe, expect, it } from 'vitest';
import { leftOutCopies } from './file-copies';
import { groupSessions, planLoad } from './file-set';
import type { FileMeta } from './types';

const A = 'session-2026-01-01-00-00-00-aaaaaaaa';
const B = 'session-2026-01-01-00-00-05-bbbbbbbb';

let nextIndex = 0;
const file = (path: string, size = 10): FileMeta => ({
  fileIndex: nextIndex++,
  name: path.slice(path.lastIndexOf('/') + 1),
  path,
  size,
  subagentIds: [],
});
const planned = (files: FileMeta[]) => planLoad(groupSessions(files)).map((p) => p.file.path);

describe('copies of one Trace file', () => {
  it('plans a rotation found in two folders once, the other copy left out', () => {
    const files = [
      file(`one/${A}_001.jsonl`),
      file(`one/${A}_002.jsonl`),
      file(`two/${A}_001.jsonl`),
      file(`two/${A}_002.jsonl`),
    ];
    expect(planned(files)).toEqual([`one/${A}_001.jsonl`, `one/${A}_002.jsonl`]);
    expect(leftOutCopies(files).map((c) => [c.kept.path, c.left.path])).toEqual([
      [`one/${A}_001.jsonl`, `two/${A}_001.jsonl`],
      [`one/${A}_002.jsonl`, `two/${A}_002.jsonl`],
    ]);
  });

  it('keeps the larger copy, whatever the order given', () => {
    const files = [file(`a/${A}_001.jsonl`, 5), file(`b/${A}_001.jsonl`, 9)];
    expect(planned(files)).toEqual([`b/${A}_001.jsonl`]);
    expect(planned([...files].reverse())).toEqual([`b/${A}_001.jsonl`]);
  });

  it('keeps rotations of one session in different date folders: they are different files', () => {
    const files = [file(`2026-01-02/${A}_002.jsonl`), file(`2026-01-01/${A}_001.jsonl`)];
    expect(planned(files)).toEqual([`2026-01-01/${A}_001.jsonl`, `2026-01-02/${A}_002.jsonl`]);
    expect(leftOutCopies(files)).toEqual([]);
  });

  it('never takes two sessions for copies', () => {
    const files = [file(`x/${A}_001.jsonl`), file(`x/${B}_001.jsonl`)];
    expect(groupSessions(files).map((g) => g.sessionId)).toEqual([A, B]);
    expect(leftOutCopies(files)).toEqual([]);
  });

  it('takes a file of another name found to hold the same bytes for a copy, the named one kept', () => {
    const named = file(`x/${A}_001.jsonl`, 5);
    const renamed = { ...file(`x/${A}_001 (1).jsonl`, 9), sameBytesAs: named.fileIndex };
    const again = { ...file(`x/${A}_001 (2).jsonl`, 9), sameBytesAs: renamed.fileIndex };
    expect(planned([again, renamed, named])).toEqual([`x/${A}_001.jsonl`]);
    expect(leftOutCopies([renamed, again, named]).map((c) => [c.kept.path, c.left.path])).toEqual([
      [`x/${A}_001.jsonl`, `x/${A}_001 (1).jsonl`],
      [`x/${A}_001.jsonl`, `x/${A}_001 (2).jsonl`],
    ]);
  });

  it('leaves files of other names alone: their names do not say they are one file', () => {
    const files = [file('a/capture.sse'), file('b/capture.sse')];
    expect(planned(files)).toEqual(['a/capture.sse', 'b/capture.sse']);
  });
});
