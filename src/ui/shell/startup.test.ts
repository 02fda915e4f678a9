import { describe, expect, it } from 'vitest';
import { startupSources } from './startup';

describe('startupSources', () => {
  it('opens every ?trace= URL in order', () => {
    expect(
      startupSources({ search: '?trace=/a.jsonl&x=1&trace=https%3A%2F%2Fh%2Fb.jsonl' }, null),
    ).toEqual([
      { kind: 'trace', url: '/a.jsonl' },
      { kind: 'trace', url: 'https://h/b.jsonl' },
    ]);
  });

  it('opens nothing without parameters or with an empty one', () => {
    expect(startupSources({ search: '' }, null)).toEqual([]);
    expect(startupSources({ search: '?trace=' }, {})).toEqual([]);
    expect(startupSources({ search: '' }, { mode: 'static' })).toEqual([]);
  });

  it('reads ?sse=, ?replay= with its speed and ?session= with its server', () => {
    expect(
      startupSources(
        { search: '?sse=http%3A%2F%2Fh%2Fs&replay=/c.sse&speed=8&session=abc&server=http://p' },
        null,
      ),
    ).toEqual([
      { kind: 'sse', url: 'http://h/s' },
      { kind: 'replay', url: '/c.sse', speed: 8 },
      { kind: 'penguin', base: 'http://p', sessionId: 'abc' },
    ]);
    expect(startupSources({ search: '?replay=/c.sse&speed=-2' }, null)).toEqual([
      { kind: 'replay', url: '/c.sse', speed: 1 },
    ]);
  });

  it('opens the server’s live session by default, but not over explicit sources', () => {
    const demo = { mode: 'demo', sessionId: 's1', streamUrl: '/api/sessions/s1/stream' };
    expect(startupSources({ search: '' }, demo)).toEqual([
      { kind: 'penguin', base: '', sessionId: 's1', demo: true },
    ]);
    expect(startupSources({ search: '' }, { mode: 'tail', sessionId: 't' })).toEqual([
      { kind: 'penguin', base: '', sessionId: 't', demo: false },
    ]);
    expect(startupSources({ search: '' }, { mode: 'proxy' })).toEqual([{ kind: 'connect' }]);
    expect(startupSources({ search: '?trace=/a.jsonl' }, demo)).toEqual([
      { kind: 'trace', url: '/a.jsonl' },
    ]);
  });

  it('reports values that are not http(s) URLs with the reason and keeps the others', () => {
    expect(
      startupSources(
        {
          search: `?trace=http://%255B&trace=/ok.jsonl&sse=${encodeURIComponent('javascript:alert(1)')}&replay=file:///x.sse`,
          href: 'http://127.0.0.1:4317/',
        },
        null,
      ),
    ).toEqual([
      { kind: 'invalid', param: 'trace', value: 'http://%5B', reason: { kind: 'invalid' } },
      { kind: 'trace', url: '/ok.jsonl' },
      {
        kind: 'invalid',
        param: 'sse',
        value: 'javascript:alert(1)',
        reason: { kind: 'scheme', protocol: 'javascript:' },
      },
      {
        kind: 'invalid',
        param: 'replay',
        value: 'file:///x.sse',
        reason: { kind: 'scheme', protocol: 'file:' },
      },
    ]);
    expect(startupSources({ search: '?session=s&server=javascript:x' }, null)).toEqual([
      {
        kind: 'invalid',
        param: 'server',
        value: 'javascript:x',
        reason: { kind: 'scheme', protocol: 'javascript:' },
      },
    ]);
  });

  it('refuses a link with credentials, and shows it with its password masked', () => {
    const search = `?trace=${encodeURIComponent('https://user:s3cret@host/x.jsonl')}&trace=/ok.jsonl`;
    expect(startupSources({ search, href: 'http://127.0.0.1:4317/' }, null)).toEqual([
      {
        kind: 'invalid',
        param: 'trace',
        value: 'https://user:***@host/x.jsonl',
        reason: { kind: 'credentials' },
      },
      { kind: 'trace', url: '/ok.jsonl' },
    ]);
  });
});
