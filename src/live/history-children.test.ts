import { describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '../protocol/types';
import { historyChildren } from './history-children';

const at = '2026-12-02T12:00:00.000Z';
const pointer = (id: string) =>
  ({
    timestamp: at,
    type: 'event_msg',
    payload: { type: 'subagent', session_id: id },
  }) as AnyEnvelope;
const said = (origin?: string[]) =>
  ({
    timestamp: at,
    type: 'model_msg',
    payload: { type: 'text', role: 'assistant', text: 'x' },
    ...(origin ? { origin } : {}),
  }) as AnyEnvelope;

describe('historyChildren', () => {
  it('names each child once, by its pointer or the origin of its records, in order', () => {
    const messages = [said(), pointer('c1'), said(['c1']), said(['c1', 'g1']), pointer('c2')];
    expect(historyChildren(messages, 'main')).toEqual(['c1', 'g1', 'c2']);
  });

  it('leaves the main session out, and finds none in a history without children', () => {
    expect(historyChildren([said(['main']), said()], 'main')).toEqual([]);
  });
});
