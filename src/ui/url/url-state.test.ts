import { describe, expect, it } from 'vitest';
import { startupSources } from '../shell/startup';
import { localNameOf, toSearch, viewOf, type UrlSource, type UrlView } from './url-state';

const view: UrlView = {
  focus: 'root/child-1',
  record: 'session_001.jsonl:42',
  search: { text: 'a & b=c?', caseSensitive: true, regex: true },
  filters: { kind: 'tool', status: 'failed' },
};

describe('URL state', () => {
  it('writes each source so the startup opens the same one again', () => {
    const cases: [UrlSource, ReturnType<typeof startupSources>][] = [
      [
        { kind: 'trace', urls: ['/a b.jsonl', 'https://h/x?y=1&z'] },
        [
          { kind: 'trace', url: '/a b.jsonl' },
          { kind: 'trace', url: 'https://h/x?y=1&z' },
        ],
      ],
      [{ kind: 'sse', url: 'http://h/s?t=1' }, [{ kind: 'sse', url: 'http://h/s?t=1' }]],
      [{ kind: 'replay', url: '/c.sse', speed: 8 }, [{ kind: 'replay', url: '/c.sse', speed: 8 }]],
      [
        { kind: 'penguin', base: '', sessionId: 's-1' },
        [{ kind: 'penguin', base: '', sessionId: 's-1' }],
      ],
      [
        { kind: 'penguin', base: 'http://p:8080', sessionId: 's-1' },
        [{ kind: 'penguin', base: 'http://p:8080', sessionId: 's-1' }],
      ],
    ];
    for (const [source, opened] of cases)
      expect(startupSources({ search: toSearch({ source, view: {} }) }, null)).toEqual(opened);
  });

  it('reads back the view it wrote, whatever the characters', () => {
    const search = toSearch({ source: { kind: 'sse', url: 'http://h/s' }, view });
    expect(viewOf(new URLSearchParams(search))).toEqual(view);
  });

  it('leaves out what is not set: no focus on the main session, no closed search', () => {
    expect(toSearch({ source: null, view: {} })).toBe('');
    expect(
      toSearch({
        source: null,
        view: { focus: '', search: { text: '', caseSensitive: true, regex: false } },
      }),
    ).toBe('');
    expect(viewOf(new URLSearchParams('?trace=/a&q=&case=1'))).toEqual({});
    expect(viewOf(new URLSearchParams('?q=x'))).toEqual({
      search: { text: 'x', caseSensitive: false, regex: false },
    });
  });

  it('names a dropped file, which opens nothing by itself', () => {
    const search = toSearch({
      source: { kind: 'local', name: 'run.jsonl' },
      view: { record: 'run.jsonl:3' },
    });
    const params = new URLSearchParams(search);
    expect(localNameOf(params)).toBe('run.jsonl');
    expect(viewOf(params)).toEqual({ record: 'run.jsonl:3' });
    expect(startupSources({ search }, null)).toEqual([]);
  });
});
