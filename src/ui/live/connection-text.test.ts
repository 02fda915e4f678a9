import { describe, expect, it } from 'vitest';
import type { LiveStatus } from '../../live/live-source';
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
    expect(reasonText('the server ended the stream', zh.live)).toBe('服务器结束了流');
    expect(reasonText('the response has no body', zh.live)).toBe('响应没有正文');
    const closed = status({ state: 'closed', reason: 'the response has no body' });
    expect(connectionText(closed, undefined, zh)).toBe(zh.live.state.closed('响应没有正文'));
    // A server's own words come as they are.
    expect(reasonText('HTTP 502 Bad Gateway', zh.live)).toBe('HTTP 502 Bad Gateway');
  });

  it('stops saying Live while an action waits for a sign-in', () => {
    const s = status({ signIn: 'Not signed in or the sign-in has expired.' });
    expect(connectionText(s, undefined, en)).toBe('Sign-in needed');
    expect(connectionTone(s)).toBe('wait');
    expect(connectionText(status({}), undefined, en)).toBe('Live');
  });

  it('asks for a sign-in on a refused stream, but not when no sign-in can fix the refusal', () => {
    const refused = status({ state: 'closed', reason: 'HTTP 401: Not signed in.' });
    expect(connectionText(refused, undefined, en)).toBe('Sign-in needed');
    const preview = status({
      state: 'closed',
      reason: 'HTTP 401: The API is not served on the preview host',
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
    const finished = status({ state: 'closed', reason: en.live.reasons.replayFinished });
    expect(connectionText(finished, undefined, en, end)).toBe('Replay finished · 40/40');
    expect(connectionText(finished, undefined, zh, end)).toBe('回放结束 · 40/40');
    expect(connectionTone(finished, end)).toBe('neutral');
    const empty = status({ state: 'closed', reason: en.live.reasons.captureEmpty });
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
    const waiting = status({ state: 'reconnecting', reason: 'Failed to fetch', retryAt: 5 });
    expect(connectFailure(live(waiting))).toEqual({
      reason: 'Failed to fetch',
      kind: 'network',
      waiting: true,
    });
    const trying = status({ state: 'connecting', reason: 'HTTP 503: starting up' });
    expect(connectFailure(live(trying))).toEqual({
      reason: 'HTTP 503: starting up',
      kind: 'http',
      waiting: false,
    });
  });

  it('says nothing once the link was open: an error kept since is an old drop', () => {
    const syncing = status({
      state: 'connecting',
      reason: 'HTTP 503: starting up',
      everOpen: true,
    });
    expect(connectFailure(live(syncing))).toBeNull();
  });

  it('says nothing before a first failure, once anything showed, or when closed', () => {
    expect(connectFailure(live(status({ state: 'connecting' })))).toBeNull();
    const dropped = status({ state: 'reconnecting', reason: 'the server ended the stream' });
    expect(connectFailure(live(dropped, true))).toBeNull();
    expect(connectFailure(live(status({ state: 'closed', reason: 'HTTP 404' })))).toBeNull();
  });

  it("names the proxied server when the page's own origin forwards to it", () => {
    expect(sourceAddress({ kind: 'penguin', base: '', sessionId: 's' }, 'the proxy')).toBe(
      'the proxy',
    );
    expect(sourceAddress({ kind: 'sse', url: 'http://h/e' }, 'the proxy')).toBe('http://h/e');
  });
});
