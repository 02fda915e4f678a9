// The real capture (fixtures/penguin-session-a): the live stream and the three Trace files
// must tell the same story, despite the documented differences between them (PROTOCOL.md §12).
import { describe, expect, it } from 'vitest';
import { CHILD_ID } from '../../test/support/fixtures';
import { referenceStream, referenceTraces } from '../../test/support/reference-trace';
import type { ToolItem, TraceState } from './model';
import { sessionFigures } from './derive/session-figures';
import { attemptPosition } from './derive/requests';
import { createOutlineBuilder } from './outline/outline';

const fromTraces = referenceTraces;
const fromStream = referenceStream;

const tools = (t: TraceState) =>
  [...t.items]
    .filter((i): i is ToolItem => i.kind === 'tool')
    .map((x) => ({
      session: x.session,
      id: x.toolCallId,
      name: x.name,
      args: x.args,
      output: x.outputText,
      decision: x.decision,
      child: x.childKey,
      status: x.outputStopReason,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));

const retries = (t: TraceState) =>
  [...t.requests]
    .sort((a, b) => a.session.localeCompare(b.session))
    .filter((r) => r.status !== 'completed')
    .map((r) => [r.session, r.status, r.attempt, r.retryInMs, r.errorMessage]);

const messages = (t: TraceState, key: string) =>
  [...(t.sessions.get(key)?.items ?? [])].flatMap((id) => {
    const it = t.items.get(id);
    return it?.kind === 'message'
      ? [
          [
            it.type,
            it.role,
            it.content,
            it.requestId === undefined ? 'none' : t.requests.get(it.requestId)?.status,
          ],
        ]
      : [];
  });

describe('reference data', () => {
  const trace = fromTraces();
  const stream = fromStream();

  it('the Trace files have no protocol violation', () => {
    expect([...trace.violations]).toEqual([]);
  });

  it('the stream has only the documented quirk as a warning: the compaction summary with no complete text', () => {
    expect([...stream.violations].map((v) => [v.rule, v.severity])).toEqual([
      ['fragment-without-complete', 'warning'],
    ]);
  });

  it('both give the same tool calls, outputs and decisions, and the child on its run_subagent call', () => {
    expect(tools(stream)).toEqual(tools(trace));
    expect(tools(trace).find((x) => x.id === 'call_subagent_3')?.child).toBe(CHILD_ID);
    expect(tools(trace).find((x) => x.id === 'call_exec_deny_2')).toMatchObject({
      decision: 'deny',
      status: 'aborted',
    });
  });

  it('both give the same retries', () => {
    expect(retries(stream)).toEqual(retries(trace));
    expect(retries(trace)).toHaveLength(4);
  });

  it('counts failed attempts that were retried and then succeeded as retries, not errors', () => {
    for (const t of [trace, stream]) {
      expect(sessionFigures(t, '')).toMatchObject({ errors: 0, retries: 3 });
      expect(sessionFigures(t, CHILD_ID)).toMatchObject({ errors: 0, retries: 1 });
    }
  });

  it("number the turns alike: the compaction's own request (Trace only) is no turn", () => {
    const conversationTurns = (t: TraceState) =>
      [...t.requests]
        .filter((r) => r.session === '' && r.compaction === undefined)
        .map((r) => r.turn);
    expect(conversationTurns(trace)).toEqual([1, 2, 3, 3, 3, 4, 4, 5, 6]);
    expect(conversationTurns(stream)).toEqual(conversationTurns(trace));
    const summary = [...trace.requests].filter((r) => r.compaction !== undefined);
    expect(summary).toHaveLength(1);
    expect(attemptPosition(trace, summary[0]!.id)).toMatchObject({ compaction: true, ofTurn: 1 });
    const outlineTurns = (t: TraceState) =>
      createOutlineBuilder()(t, '').flatMap((e) =>
        e.kind === 'turn' ? [t.requests.get(e.request)?.turn] : [],
      );
    expect(outlineTurns(trace)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outlineTurns(stream)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('both give the same child session with the same messages', () => {
    expect([...stream.sessions.keys()]).toEqual([...trace.sessions.keys()]);
    expect(messages(stream, CHILD_ID)).toEqual(messages(trace, CHILD_ID));
    expect(stream.sessions.get(CHILD_ID)?.spawnItem).toBeDefined();
  });

  it('the main conversation agrees, less what §12 says the stream never carries', () => {
    const notOnStream = (m: unknown[]) =>
      !(String(m[2]).startsWith('[context_summary]') || String(m[2]).startsWith('Summarize'));
    // The compaction's own request is in the Trace only; its summary streams with no complete text.
    const conv = (t: TraceState) =>
      messages(t, '')
        .filter(notOnStream)
        .map((m) => m.slice(0, 3));
    expect(conv(stream)).toEqual(
      conv(trace).filter(
        (m) => m[0] !== 'thinking' || !String(m[2]).startsWith('I need to compress'),
      ),
    );
  });

  it('marks the thinking of the malformed attempt as not committed', () => {
    const failed = messages(trace, '').filter((m) => m[3] === 'malformed');
    expect(failed).toEqual([
      [
        'thinking',
        'assistant',
        'The command was denied. I will delegate reading the notes to a ',
        'malformed',
      ],
    ]);
    expect(messages(stream, '').filter((m) => m[3] === 'malformed')).toEqual(failed);
  });
});
