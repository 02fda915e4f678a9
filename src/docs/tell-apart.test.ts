import { describe, expect, it } from 'vitest';
import { tellApart, type TitledDoc } from './tell-apart';

const PROMPT = 'Summarise the notes folder.';

/** The notes as a tab shows them. */
const shown = (docs: readonly TitledDoc[]) => tellApart(docs).map((n) => n?.shown ?? null);

describe('tellApart', () => {
  it('leaves documents of different titles as they are', () => {
    expect(
      shown([
        { title: 'A', label: 'a.jsonl' },
        { title: 'B', label: 'b.jsonl' },
      ]),
    ).toEqual([null, null]);
  });

  it('names the files of a run and its re-run that share a first prompt', () => {
    const docs = [
      { title: PROMPT, label: 'run-1_001.jsonl' },
      { title: 'Other', label: 'other.jsonl' },
      { title: PROMPT, label: 'run-2_001.jsonl' },
    ];
    expect(shown(docs)).toEqual(['run-1_001.jsonl', null, 'run-2_001.jsonl']);
  });

  it('names the folders when the file names are the same, or when they are shorter', () => {
    const same = [
      { title: PROMPT, label: 's_001.jsonl', urls: ['http://h/runs/monday/s_001.jsonl'] },
      { title: PROMPT, label: 's_001.jsonl', urls: ['http://h/runs/re%20run/s_001.jsonl'] },
    ];
    expect(shown(same)).toEqual(['monday', 're run']);
    const long = [
      { title: PROMPT, label: 'session-2026-12-02-a_001.jsonl', urls: ['http://h/a/x.jsonl'] },
      { title: PROMPT, label: 'session-2026-12-02-b_001.jsonl', urls: ['http://h/b/y.jsonl'] },
    ];
    expect(shown(long)).toEqual(['a', 'b']);
  });

  it('cuts a long beginning the file names share, so a narrow tab shows what differs', () => {
    const stamp = 'session-2026-12-02-09-00-00-0000';
    const docs = [
      { title: PROMPT, label: `${stamp}beef_001.jsonl` },
      { title: PROMPT, label: `${stamp}cafe_001.jsonl` },
    ];
    expect(tellApart(docs)).toEqual([
      { shown: '…beef_001.jsonl', whole: `${stamp}beef_001.jsonl` },
      { shown: '…cafe_001.jsonl', whole: `${stamp}cafe_001.jsonl` },
    ]);
    // Where the part that differs shares only a few letters, it is kept whole.
    expect(
      shown([
        { title: PROMPT, label: 'session-2026-12-02-run1_001.jsonl' },
        { title: PROMPT, label: 'session-2026-12-02-run2_001.jsonl' },
      ]),
    ).toEqual(['…run1_001.jsonl', '…run2_001.jsonl']);
    // A short shared beginning reads as part of the name: it stays.
    expect(
      shown([
        { title: PROMPT, label: 'run-original_001.jsonl' },
        { title: PROMPT, label: 'run-rerun_001.jsonl' },
      ]),
    ).toEqual(['run-original_001.jsonl', 'run-rerun_001.jsonl']);
    // One long part: cut where they differ.
    expect(
      shown([
        { title: PROMPT, label: 'averyveryverylongname1' },
        { title: PROMPT, label: 'averyveryverylongname2' },
      ]),
    ).toEqual(['…1', '…2']);
  });

  it('numbers them in the order opened when nothing of their sources differs', () => {
    const twice = { title: PROMPT, label: 's_001.jsonl' };
    expect(shown([twice, twice])).toEqual(['#1', '#2']);
  });
});
