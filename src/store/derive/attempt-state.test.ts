import { describe, expect, it } from 'vitest';
import { CaseBuilder } from '../../../test/cases/case-builder';
import { failedAttemptOf } from './attempt-state';
import { traceOf } from '../../../test/support/test-trace';

describe('failedAttemptOf', () => {
  const c = CaseBuilder.start();
  c.meta('s').user('go').begin().thinking('half a thought', 'malformed');
  c.end('malformed', { attempt: 2, retry_in_ms: 4000 }).begin().thinking('whole thought');
  const t = traceOf(c.end('completed', { attempt: 3 }));
  const [failed, ok] = [...t.items].filter((i) => i.kind === 'message' && i.type === 'thinking');

  it('labels content left by an attempt that did not commit', () => {
    expect(failed && failedAttemptOf(failed, t.requests.get(failed.requestId ?? -1))).toEqual({
      requestId: 0,
      status: 'malformed',
      attempt: 2,
    });
  });
  it('leaves committed content alone', () => {
    expect(ok && failedAttemptOf(ok, t.requests.get(ok.requestId ?? -1))).toBeUndefined();
  });
  it('ignores a request that is not the item’s own', () => {
    expect(ok && failedAttemptOf(ok, t.requests.get(0))).toBeUndefined();
  });
  it('leaves content of a request still open alone', () => {
    const open = traceOf(CaseBuilder.start().meta('s').begin().text('streaming'), { ended: false });
    const text = [...open.items].find((i) => i.kind === 'message');
    expect(text && failedAttemptOf(text, open.requests.get(0))).toBeUndefined();
  });
});
