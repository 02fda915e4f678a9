import { describe, expect, it } from 'vitest';
import type { LiveStatus } from '../../live/live-source';
import { en } from '../../i18n/en';
import { connectionText, connectionTone } from './connection-text';

const status = (patch: Partial<LiveStatus>): LiveStatus => ({
  state: 'live',
  source: { kind: 'penguin', base: '', sessionId: 's1' },
  held: 0,
  syncing: false,
  ...patch,
});

describe('connection pill text', () => {
  it('stops saying Live while an action waits for a sign-in', () => {
    const s = status({ signIn: 'Not signed in or the sign-in has expired.' });
    expect(connectionText(s, undefined, en.live)).toBe('Sign-in needed');
    expect(connectionTone(s)).toBe('wait');
    expect(connectionText(status({}), undefined, en.live)).toBe('Live');
  });

  it('asks for a sign-in on a refused stream, but not when no sign-in can fix the refusal', () => {
    const refused = status({ state: 'closed', reason: 'HTTP 401: Not signed in.' });
    expect(connectionText(refused, undefined, en.live)).toBe('Sign-in needed');
    const preview = status({
      state: 'closed',
      reason: 'HTTP 401: The API is not served on the preview host',
    });
    expect(connectionText(preview, undefined, en.live)).toBe(
      'Closed: HTTP 401: The API is not served on the preview host',
    );
    expect(connectionTone(preview)).toBe('error');
  });
});
