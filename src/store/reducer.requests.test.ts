import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { itemsOf, rules, run } from '../../test/support/trace';
import type { RequestInfo } from './model';
import { summarizeSession } from './summary';
import { retryOutcome } from './derive/requests';
import { sessionFigures } from './derive/session-figures';

const { begin, end, text, thinking, usage, makeAbort } = createTraceBuilder();

const requests = (t: ReturnType<typeof run>) => [...t.requests] as RequestInfo[];

describe('requests and retries', () => {
  it('records status, attempt, wait and cause, grouping retries into one turn', () => {
    const t = run(
      recs([
        begin(),
        end('timeout', { attempt: 1, retry_in_ms: 2000, error_message: '500 upstream' }),
        begin(),
        thinking('half', undefined, 'malformed'),
        end('malformed', { attempt: 2, retry_in_ms: 4000, error_message: 'cut' }),
        begin(),
        text('assistant', 'ok'),
        usage(5, 9),
        end('completed', { attempt: 3 }),
        begin(),
        end('completed'),
      ]),
    );
    const r = requests(t);
    expect(r.map((x) => [x.turn, x.status, x.attempt, x.retryInMs, x.superseded])).toEqual([
      [1, 'timeout', 1, 2000, true],
      [1, 'malformed', 2, 4000, true],
      [1, 'completed', 3, undefined, true],
      [2, 'completed', undefined, undefined, false],
    ]);
    expect(r[0]?.errorMessage).toBe('500 upstream');
    expect(r[2]?.usage?.total).toBe(15);
    expect(t.sessions.get('')?.tokens?.total).toBe(27);
  });

  it('starts a new turn after a failure the engine did not retry: no wait planned, an abort, a prompt', () => {
    const t = run(
      recs([
        begin(),
        end('timeout', { attempt: 1, retry_in_ms: 2000 }),
        begin(),
        end('timeout', { attempt: 2 }),
        text('user', 'again'),
        begin(),
        end('failed', { attempt: 1, retry_in_ms: 2000 }),
        makeAbort(),
        begin(),
        end('malformed'),
        text('user', 'once more'),
        begin(),
        end('completed'),
      ]),
    );
    expect(requests(t).map((r) => r.turn)).toEqual([1, 1, 2, 3, 4]);
    expect(summarizeSession(t, '')?.retries).toBe(1);
    expect(retryOutcome(t, 1)?.kind).toBe('gave-up');
    expect(retryOutcome(t, 3)?.kind).toBe('gave-up');
    expect(retryOutcome(t, 2)?.kind).toBe('gave-up');
    expect(sessionFigures(t, '')).toMatchObject({ errors: 3, retries: 1 });
  });

  it('keeps a planned retry in its turn when steering or a prompt is echoed during its wait', () => {
    const t = run(
      recs([
        begin(),
        end('timeout', { attempt: 1, retry_in_ms: 10 }),
        text('user', '[user_steering]faster[/user_steering]'),
        begin(),
        end('timeout', { attempt: 2, retry_in_ms: 10 }),
        text('user', 'queued follow-up'),
        begin(),
        end('completed', { attempt: 3 }),
      ]),
    );
    expect(requests(t).map((r) => r.turn)).toEqual([1, 1, 1]);
  });

  it('ties each message to the attempt that produced it, so failed attempts can be marked', () => {
    const t = run(
      recs([
        begin(),
        thinking('lost', undefined, 'malformed'),
        end('malformed', { attempt: 1, retry_in_ms: 10 }),
        begin(),
        thinking('kept'),
        end('completed'),
      ]),
    );
    const msgs = itemsOf(t).filter((i) => i.kind === 'message');
    expect(msgs.map((m) => t.requests.get(m.requestId!)?.status)).toEqual([
      'malformed',
      'completed',
    ]);
  });

  it('reports request_end without request_begin and still records it', () => {
    const t = run(recs([end('auth', { error_message: 'bad key' })]));
    expect(rules(t)).toEqual(['request-end-without-begin']);
    expect(requests(t)[0]).toMatchObject({ status: 'auth', errorMessage: 'bad key' });
  });

  it('anchors a live retry countdown on the viewer clock', () => {
    const t = run([
      ...recs([begin()]),
      {
        kind: 'record',
        envelope: end('timeout', { retry_in_ms: 2000 }),
        receivedAt: 1234,
      } as never,
    ]);
    expect(requests(t)[0]?.endReceivedAt).toBe(1234);
  });

  it('does not tag messages that arrive after request_end with that request', () => {
    const t = run(recs([begin(), end('completed'), text('user', 'next prompt')]));
    expect(itemsOf(t)[2]?.requestId).toBeUndefined();
  });

  it('tags each request_end row with the request it ends, begun or not', () => {
    const t = run(recs([begin(), end('completed'), end('failed'), begin(), end('completed')]));
    const ends = itemsOf(t).filter((i) => i.kind === 'event' && i.type === 'request_end');
    expect(ends.map((e) => e.requestId)).toEqual([0, 1, 2]);
    expect(requests(t).map((r) => r.endItem)).toEqual(ends.map((e) => e.id));
  });
});
