import { describe, expect, it } from 'vitest';
import type { LiveState } from '../live/live-source';
import { hasLiveEdge, type SourceStatus } from './source-status';

const link = (kind: 'live' | 'replay', state: LiveState): SourceStatus => ({
  kind,
  ready: true,
  connection: {
    state,
    source: { kind: 'replay', url: '/capture.sse', speed: 1 },
    held: 0,
    syncing: false,
  },
});

describe('hasLiveEdge', () => {
  it('a file has an end, not a live edge, even while it loads', () => {
    const load = { state: 'loading', bytesRead: 0, totalBytes: 0, records: 0 } as const;
    expect(hasLiveEdge({ kind: 'file', load })).toBe(false);
  });

  it('an open link or a playing replay is live; a finished or closed one is not', () => {
    expect(hasLiveEdge(link('replay', 'live'))).toBe(true);
    expect(hasLiveEdge(link('replay', 'paused'))).toBe(true);
    expect(hasLiveEdge(link('live', 'reconnecting'))).toBe(true);
    expect(hasLiveEdge(link('replay', 'closed'))).toBe(false);
    expect(hasLiveEdge(link('live', 'closed'))).toBe(false);
  });
});
