import { describe, expect, it } from 'vitest';
import { tellApart } from './tell-apart';

const PROMPT = 'Summarise the notes folder.';

describe('tellApart', () => {
  it('leaves documents of different titles as they are', () => {
    expect(
      tellApart([
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
    expect(tellApart(docs)).toEqual(['run-1_001.jsonl', null, 'run-2_001.jsonl']);
  });

  it('names the folders when the file names are the same, or when they are shorter', () => {
    const same = [
      { title: PROMPT, label: 's_001.jsonl', urls: ['http://h/runs/monday/s_001.jsonl'] },
      { title: PROMPT, label: 's_001.jsonl', urls: ['http://h/runs/re%20run/s_001.jsonl'] },
    ];
    expect(tellApart(same)).toEqual(['monday', 're run']);
    const long = [
      { title: PROMPT, label: 'session-2026-12-02-a_001.jsonl', urls: ['http://h/a/x.jsonl'] },
      { title: PROMPT, label: 'session-2026-12-02-b_001.jsonl', urls: ['http://h/b/y.jsonl'] },
    ];
    expect(tellApart(long)).toEqual(['a', 'b']);
  });

  it('numbers them in the order opened when nothing of their sources differs', () => {
    const twice = { title: PROMPT, label: 's_001.jsonl' };
    expect(tellApart([twice, twice])).toEqual(['#1', '#2']);
  });
});
