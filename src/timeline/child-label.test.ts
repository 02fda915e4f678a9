import { describe, expect, it } from 'vitest';
import { CHILD_A, CHILD_B, GRANDCHILD, nestedChildren } from '../../test/cases/nested-children';
import { traceOf } from '../../test/support/test-trace';
import { en } from '../i18n/en';
import { laneLabel } from './labels';
import { createTimeline } from './timeline';
import type { TimelineLayout } from './types';

const subagentLanes = (layout: TimelineLayout) =>
  layout.lanes
    .filter((l) => l.kind === 'subagent')
    .map((l) => [l.session.split('/').at(-1), laneLabel(l, en.timeline)]);

describe('subagent lanes', () => {
  it('are told apart by the tail of their ids, which a lane’s width does not cut', () => {
    const layout = createTimeline().layout(traceOf(nestedChildren()), 0) as TimelineLayout;
    expect(subagentLanes(layout)).toEqual([
      [CHILD_A, 'subagent …a000000a'],
      [GRANDCHILD, 'subagent …a00000aa'],
      [CHILD_B, 'subagent …a000000b'],
    ]);
  });

  it('are named by the title the server gave the child', () => {
    const trace = traceOf(nestedChildren(), {
      server: [{ type: 'session_title', sessionId: CHILD_B, title: 'Beta research' }],
    });
    const layout = createTimeline().layout(trace, 0) as TimelineLayout;
    expect(subagentLanes(layout)).toContainEqual([CHILD_B, 'Beta research']);
  });
});

describe('children with the same title', () => {
  it('are told apart by their ids, on lanes and as the outline and filters name them', () => {
    const trace = traceOf(nestedChildren(), {
      server: [
        { type: 'session_title', sessionId: CHILD_A, title: 'Find usages' },
        { type: 'session_title', sessionId: CHILD_B, title: 'Find usages' },
        { type: 'session_title', sessionId: GRANDCHILD, title: 'Read the tests' },
      ],
    });
    const layout = createTimeline().layout(trace, 0) as TimelineLayout;
    expect(subagentLanes(layout)).toEqual([
      [CHILD_A, 'Find usages · …a000000a'],
      [GRANDCHILD, 'Read the tests'],
      [CHILD_B, 'Find usages · …a000000b'],
    ]);
  });
});
