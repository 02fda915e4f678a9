import { describe, expect, it } from 'vitest';
import type { LiveStatus } from '../../live/live-source';
import type { LinkReason } from '../../net/link-reason';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import type { SourceStatus } from '../../docs/source-status';
import {
  connectFailure,
  connectionText,
  connectionTone,
  reasonText,
  sourceAddress,
} from './connection-text';

const status = (patch: Partial<LiveStatus>): LiveStatus => ({
  state: 'live',
  source: { kind: 'penguin', base: '', sessionId: 's1' },
  held: 0,
  syncing: false,
  ...patch,
});

describe('connection pill text', () => {
  it('says a stream that ended or came without a body in the reader’s language', () => {
    expect(reasonText({ code: 'server-ended' }, zh.live)).toBe('服务器结束了流');
    expect(reasonText({ code: 'no-body' }, zh.live)).toBe('响应没有正文');
    const closed = status({ state: 'closed', reason: { code: 'no-body' } });
    expect(connectionText(closed, undefined, zh)).toBe(zh.live.state.closed('响应没有正文'));
    // A server's own words come as they are.
    expect(reasonText({ code: 'said', text: 'Failed to fetch' }, zh.live)).toBe('Failed to fetch');
  });

  it('says the reasons that carry values in both languages, from their values', () => {
    const cases: [LinkReason, string, string][] = [
      [
        { code: 'http', status: 503, message: 'starting up' },
        'HTTP 503: starting up',
        'HTTP 503：starting up',
      ],
      [{ code: 'http', status: 502, message: null }, 'HTTP 502', 'HTTP 502'],
      [
        { code: 'not-event-stream', contentType: 'text/html' },
        'not an event stream (Content-Type: text/html)',
        '不是事件流（Content-Type：text/html）',
      ],
      [
        { code: 'not-event-stream', contentType: null },
        'not an event stream (Content-Type: none)',
        '不是事件流（Content-Type：无）',
      ],
      [{ code: 'silent', seconds: 45 }, 'no data or heartbeat for 45 s', '45 秒内没有数据或心跳'],
      [
        { code: 'event-too-large', limit: 200 },
        'an event over 200 bytes is being dropped',
        '正在丢弃一个超过 200 字节的事件',
      ],
      [
        { code: 'no-event-completed', bytes: 900, seconds: 3 },
        '900 bytes received but no event completed for 3 s',
        '已收到 900 字节，但 3 秒内没有完整的事件',
      ],
      [
        { code: 'capture-unreadable', cause: { code: 'http', status: 404, message: null } },
        'could not read the capture: HTTP 404',
        '无法读取捕获：HTTP 404',
      ],
    ];
    for (const [reason, english, chinese] of cases) {
      expect(reasonText(reason, en.live)).toBe(english);
      expect(reasonText(reason, zh.live)).toBe(chinese);
    }
  });

  it('stops saying Live while an action waits for a sign-in', () => {
    const s = status({ signIn: 'Not signed in or the sign-in has expired.' });
    expect(connectionText(s, undefined, en)).toBe('Sign-in needed');
    expect(connectionTone(s)).toBe('wait');
    expect(connectionText(status({}), undefined, en)).toBe('Live');
  });

  it('asks for a sign-in on a refused stream, but not when no sign-in can fix the refusal', () => {
    const refused = status({
      state: 'closed',
      reason: { code: 'http', status: 401, message: 'Not signed in.' },
    });
    expect(connectionText(refused, undefined, en)).toBe('Sign-in needed');
    const preview = status({
      state: 'closed',
      reason: {
        code: 'http',
        status: 401,
        message: 'The API is not served on the preview host',
      },
    });
    expect(connectionText(preview, undefined, en)).toBe(
      'Closed: HTTP 401: The API is not served on the preview host',
    );
    expect(connectionTone(preview)).toBe('error');
  });
});

describe('a replay', () => {
  it('says it is paused, and where, while the reader holds it before its end', () => {
    const paused = { playing: false, position: 17, length: 40 };
    expect(connectionText(status({}), undefined, en, paused)).toBe('Replay paused · 17/40');
    expect(connectionText(status({}), undefined, zh, paused)).toBe('回放已暂停 · 17/40');
    expect(connectionTone(status({}), paused)).toBe('wait');
  });

  it('says it is a replay, and where, while it plays', () => {
    const playing = { playing: true, position: 17, length: 40 };
    expect(connectionText(status({}), undefined, en, playing)).toBe('Replay · 17/40');
    expect(connectionText(status({}), undefined, zh, playing)).toBe('回放中 · 17/40');
    expect(connectionTone(status({}), playing)).toBe('ok');
  });

  it('says it finished once played to its end, calmly; an unreadable capture says why', () => {
    const end = { playing: false, position: 40, length: 40 };
    const finished = status({ state: 'closed', reason: { code: 'replay-finished' } });
    expect(connectionText(finished, undefined, en, end)).toBe('Replay finished · 40/40');
    expect(connectionText(finished, undefined, zh, end)).toBe('回放结束 · 40/40');
    expect(connectionTone(finished, end)).toBe('neutral');
    const empty = status({ state: 'closed', reason: { code: 'capture-empty' } });
    const none = { playing: false, position: 0, length: 0 };
    expect(connectionText(empty, undefined, en, none)).toBe('Closed: the capture is empty');
  });
});

describe('a live document that never connected', () => {
  const live = (connection: LiveStatus, ready = false): SourceStatus => ({
    kind: 'live',
    connection,
    ready,
  });

  it('says the last error while it waits, and whether any answer came', () => {
    const fetchFailed: LinkReason = { code: 'said', text: 'Failed to fetch' };
    const waiting = status({ state: 'reconnecting', reason: fetchFailed, retryAt: 5 });
    expect(connectFailure(live(waiting))).toEqual({
      reason: fetchFailed,
      kind: 'network',
      waiting: true,
    });
    const startingUp: LinkReason = { code: 'http', status: 503, message: 'starting up' };
    const trying = status({ state: 'connecting', reason: startingUp });
    expect(connectFailure(live(trying))).toEqual({
      reason: startingUp,
      kind: 'http',
      waiting: false,
    });
    // Words that read like a status line are not taken for an answer: only the code says so.
    const lookalike = status({
      state: 'connecting',
      reason: { code: 'said', text: 'HTTP 503 from nowhere' },
    });
    expect(connectFailure(live(lookalike))?.kind).toBe('network');
  });

  it('says nothing once the link was open: an error kept since is an old drop', () => {
    const syncing = status({
      state: 'connecting',
      reason: { code: 'http', status: 503, message: 'starting up' },
      everOpen: true,
    });
    expect(connectFailure(live(syncing))).toBeNull();
  });

  it('says nothing before a first failure, once anything showed, or when closed', () => {
    expect(connectFailure(live(status({ state: 'connecting' })))).toBeNull();
    const dropped = status({ state: 'reconnecting', reason: { code: 'server-ended' } });
    expect(connectFailure(live(dropped, true))).toBeNull();
    const notFound: LinkReason = { code: 'http', status: 404, message: null };
    expect(connectFailure(live(status({ state: 'closed', reason: notFound })))).toBeNull();
  });

  it("names the proxied server when the page's own origin forwards to it", () => {
    expect(sourceAddress({ kind: 'penguin', base: '', sessionId: 's' }, 'the proxy')).toBe(
      'the proxy',
    );
    expect(sourceAddress({ kind: 'sse', url: 'http://h/e' }, 'the proxy')).toBe('http://h/e');
  });
});
