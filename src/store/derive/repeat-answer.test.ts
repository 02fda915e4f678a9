import { describe, expect, it } from 'vitest';
import { keptTextHead, keptValueRef } from '../../protocol/kept-value';
import type { ToolItem } from '../model';
import { repeatAnswer } from './repeat-answer';

const done = (outputText: string, more: Partial<ToolItem> = {}): ToolItem => ({
  id: 1,
  session: '',
  timestamp: '2026-01-01T00:00:00Z',
  kind: 'tool',
  toolCallId: 'c',
  name: 'read_file',
  args: '{}',
  callStatus: 'complete',
  outputText,
  outputStatus: 'complete',
  approvalPending: false,
  ...more,
});

/** An output left in its file from byte `start`: its length, lines and first characters. */
const kept = (start: number, preview: string, length = 30_000) =>
  keptValueRef({
    nonce: 'abcdef0123',
    start,
    end: start + length,
    head: keptTextHead({ length, lines: 40, preview }),
  });

describe('repeatAnswer', () => {
  it('tells outputs left in their file apart by size and start, and never calls them the same', () => {
    expect(repeatAnswer(done(kept(0, 'abc')), done(kept(90_000, 'abd')), false)).toBe('new');
    expect(repeatAnswer(done(kept(0, 'abc')), done(kept(90_000, 'abc', 31_000)), false)).toBe(
      'new',
    );
    expect(repeatAnswer(done(kept(0, 'abc')), done(kept(90_000, 'abc')), false)).toBe('uncompared');
    expect(repeatAnswer(done(kept(0, 'abc')), done(kept(0, 'abc')), false)).toBe('same');
  });

  it('reads two refusals of the same call as the same answer, a refusal and a run as new ones', () => {
    const denied = done('', { decision: 'deny', outputStatus: 'none' });
    expect(repeatAnswer(denied, done('', { decision: 'deny' }), false)).toBe('same');
    expect(repeatAnswer(denied, done(''), false)).toBe('new');
  });

  it('compares images too', () => {
    const image = (url: string) => done('', { outputImages: [url] });
    expect(repeatAnswer(image('data:a'), image('data:a'), false)).toBe('same');
    expect(repeatAnswer(image('data:a'), image('data:b'), false)).toBe('new');
  });
});
