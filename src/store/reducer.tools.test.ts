import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs, server } from '../../test/support/trace-builder';
import { itemsOf, rules, run } from '../../test/support/trace';
import type { ModelEnvelope, ToolCallPayload } from '../protocol/types';
import type { ToolItem } from './model';
import { applyInputs } from './reducer';

const { begin, call, decide, end, fragmentsOf, output, usage } = createTraceBuilder();

const tools = (t: ReturnType<typeof run>, key = '') =>
  itemsOf(t, key).filter((i): i is ToolItem => i.kind === 'tool');

describe('tool calls', () => {
  it('keeps each call of a reused tool_call_id, its decision and output on its own row', () => {
    const t = run(
      recs([
        begin(),
        call('0', 'exec', '{"cmd":"ls"}'),
        decide('0', 'allow'),
        end('completed'),
        output('0', 'first'),
        begin(),
        call('0', 'exec', '{"cmd":"pwd"}'),
        decide('0', 'deny'),
        output('0', 'Tool call denied by user.'),
        end('completed'),
        begin(),
        call('1', 'exec', '{"a":1}'),
        call('1', 'exec', '{"a":2}'),
        output('1', 'one'),
        output('1', 'two'),
        end('completed'),
      ]),
    );
    expect(tools(t).map((x) => [x.toolCallId, x.args, x.decision, x.outputText])).toEqual([
      ['0', '{"cmd":"ls"}', 'allow', 'first'],
      ['0', '{"cmd":"pwd"}', 'deny', 'Tool call denied by user.'],
      ['1', '{"a":1}', undefined, 'one'],
      ['1', '{"a":2}', undefined, 'two'],
    ]);
    expect(rules(t)).toEqual(['duplicate-tool-call', 'duplicate-tool-call']);
  });

  it('attaches output and decision to the call by tool_call_id', () => {
    const t = run(
      recs([
        begin(),
        call('a', 'exec', '{"cmd":"ls"}'),
        decide('a', 'allow'),
        usage(1, 1),
        end('completed'),
        output('a', 'file\n'),
      ]),
    );
    const [tool] = tools(t);
    expect(tool).toMatchObject({
      name: 'exec',
      args: '{"cmd":"ls"}',
      decision: 'allow',
      outputText: 'file\n',
      callStatus: 'complete',
      outputStatus: 'complete',
    });
    expect(t.requests.get(tool!.requestId!)?.status).toBe('completed');
    expect(rules(t)).toEqual([]);
  });

  it('accepts output and decision arriving before the call, and reports it', () => {
    const t = run(recs([output('b', 'early'), decide('b', 'allow'), call('b', 'exec', '{}')]));
    const all = tools(t);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      name: 'exec',
      outputText: 'early',
      decision: 'allow',
      callStatus: 'complete',
    });
    expect(rules(t)).toEqual(['approval-before-call', 'approval-after-output']);
  });

  it('keeps outputs of a parallel batch apart in completion order', () => {
    const t = run(
      recs([
        call('1', 'read', '{}'),
        call('2', 'ls', '{}'),
        output('2', 'two'),
        output('1', 'one'),
      ]),
    );
    expect(tools(t).map((x) => [x.toolCallId, x.outputText])).toEqual([
      ['1', 'one'],
      ['2', 'two'],
    ]);
  });

  it('keeps same tool_call_id apart in different sessions', () => {
    const o = { origin: ['child'] };
    const t = run(
      recs([
        call('x', 'run_subagent', '{}'),
        call('x', 'read', '{}', o),
        output('x', 'child out', o),
        output('x', 'parent out'),
      ]),
    );
    expect(tools(t)[0]).toMatchObject({ outputText: 'parent out' });
    expect(tools(t, 'child')[0]).toMatchObject({ outputText: 'child out' });
  });

  it('keeps calls apart whose session and id would join into the same text', () => {
    // Session ids and tool_call_ids are the trace's strings: either may hold a newline.
    const t = run(
      recs([
        call('b\nc', 'read', '{}', { origin: ['a'] }),
        call('c', 'ls', '{}', { origin: ['a\nb'] }),
        output('c', 'ls out', { origin: ['a\nb'] }),
      ]),
    );
    expect(tools(t, 'a').map((x) => [x.name, x.outputText])).toEqual([['read', '']]);
    expect(tools(t, 'a\nb').map((x) => [x.name, x.outputText])).toEqual([['ls', 'ls out']]);
  });
  it('reports a decision that comes after the output', () => {
    const t = run(recs([call('c', 'x', '{}'), output('c', 'done'), decide('c', 'allow')]));
    expect(rules(t)).toEqual(['approval-after-output']);
  });

  it('marks a denied call with its synthetic output', () => {
    const t = run(
      recs([
        call('d', 'exec', '{}'),
        decide('d', 'deny'),
        output('d', 'Tool call denied by user.', undefined, 'aborted'),
      ]),
    );
    expect(tools(t)[0]).toMatchObject({ decision: 'deny', outputStopReason: 'aborted' });
  });

  it('shows a pending approval_request until the decision', () => {
    const c = call('p', 'exec', '{}') as ModelEnvelope<ToolCallPayload>;
    let t = run([...recs([c]), server({ type: 'approval_request', toolCall: c })]);
    expect(tools(t)[0]?.approvalPending).toBe(true);
    t = applyInputs(t, recs([decide('p', 'allow')]));
    expect(tools(t)[0]).toMatchObject({ approvalPending: false, decision: 'allow' });
  });

  it('creates the call from an approval_request that came before it (reconnect)', () => {
    const c = call('q', 'exec', '{"a":1}', { origin: ['kid'] }) as ModelEnvelope<ToolCallPayload>;
    const t = run([server({ type: 'approval_request', toolCall: c, origin: ['kid'] })]);
    expect(tools(t, 'kid')[0]).toMatchObject({
      name: 'exec',
      approvalPending: true,
      callStatus: 'complete',
    });
  });

  it('at the end of a file reports calls without output and outputs without call', () => {
    const t = run([...recs([call('n', 'x', '{}'), output('m', 'orphan')]), { kind: 'end' }]);
    expect(rules(t).sort()).toEqual(['call-without-output', 'output-without-call']);
  });

  it('reports arguments whose streamed pieces differ from the complete call', () => {
    const [s, d] = fragmentsOf(call('f', 'x', '{"a":1}'));
    const t = run(recs([s!, d!, call('f', 'x', '{"a":2}')]));
    expect(rules(t)).toEqual(['fragment-mismatch']);
    expect(tools(t)[0]?.args).toBe('{"a":2}');
  });
});
