import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/protocol/types';
import { DemoCompiler } from './compile';
import { DEMO_TOOLS, demoMeta } from './content';
import { seededRng } from './random';
import { demoSteps } from './session';
import type { Beat } from './steps';
import { DemoUsage } from './usage';
import { streamProblems } from '../testing/stream-checks';

function compile(firstLoop = true, seed = 7): Beat[] {
  const ctx = {
    rng: seededRng(seed),
    sessionId: 'session-2026-12-02-10-00-00-0123abcd',
    now: new Date(),
    usage: new DemoUsage(),
    meta: demoMeta,
    tools: DEMO_TOOLS,
  };
  return new DemoCompiler(ctx).compile(demoSteps(firstLoop));
}

const stamped = (beats: Beat[]) =>
  beats.flatMap((b) =>
    b.kind === 'emit' ? [{ timestamp: new Date().toISOString(), ...b.draft } as JsonObject] : [],
  );
const types = (beats: Beat[]) => stamped(beats).map((e) => String((e.payload as JsonObject).type));
const serverTypes = (beats: Beat[]) =>
  beats.flatMap((b) => (b.kind === 'server' ? [String(b.event.type)] : []));

describe('demo script', () => {
  it.each([1, 2, 3, 99])('is a well-formed stream (seed %i)', (seed) => {
    expect(streamProblems(stamped(compile(true, seed)))).toEqual([]);
  });

  it('is well formed on later loops too', () => {
    expect(streamProblems(stamped(compile(false)))).toEqual([]);
  });

  it('covers the protocol: titles twice, denied, forbidden, retry, subagent, compaction', () => {
    const beats = compile();
    const envs = stamped(beats);
    const payloads = envs.map((e) => e.payload as JsonObject);
    // Two for the session, two for its child: children's titles reach the parent's stream (§12).
    expect(serverTypes(beats).filter((t) => t === 'session_title').length).toBe(4);
    expect(types(beats)).toContain('tool_list_ready');
    expect(payloads.filter((p) => p.type === 'approval_decision').map((p) => p.decision)).toEqual([
      'allow',
      'allow',
      'deny',
      'forbidden',
      'allow',
      'allow',
      'allow',
      'allow',
    ]);
    const outputs = payloads.filter((p) => p.type === 'tool_call_output').map((p) => p.output);
    expect(outputs).toContain('Tool call denied by user.');
    expect(outputs).toContain('Tool call denied by policy.');
    expect(beats.filter((b) => b.kind === 'approval_request').length).toBe(7);
    const failed = payloads.find((p) => p.type === 'request_end' && p.status === 'timeout');
    expect(failed).toMatchObject({ attempt: 1, retry_in_ms: 2000 });
    const retry = beats.findIndex((b) => b.kind === 'retry');
    expect(beats[retry]).toEqual({ kind: 'retry', ms: 2000 });
    expect(beats.slice(retry).find((b) => b.kind === 'emit')).toMatchObject({
      draft: { payload: { type: 'request_begin' } },
    });
    expect(payloads.find((p) => p.type === 'compaction_end')).toMatchObject({
      attempt: 1,
      status: 'completed',
    });
    expect(outputs.some((o) => typeof o === 'string' && o.includes('\x1b[32m'))).toBe(true);
    const final = payloads.filter((p) => p.type === 'text' && p.role === 'assistant').at(-1);
    expect(final?.text).toMatch(/\| --- \|/);
    expect(final?.text).toContain('```diff');
  });

  it('only titles the session and lists its tools on the first loop (the child still does)', () => {
    expect(serverTypes(compile(false)).filter((t) => t === 'session_title').length).toBe(2);
    expect(types(compile(false)).filter((t) => t === 'tool_list_ready').length).toBe(1);
  });

  it('streams the child session with its origin while the parent output grows', () => {
    const envs = stamped(compile());
    const child = envs.filter((e) => Array.isArray(e.origin));
    expect(child[0]).toMatchObject({ type: 'session_meta', payload: { source: 'subagent' } });
    expect(child[1]).toMatchObject({
      payload: { type: 'text', role: 'user', sender: 'parent_agent' },
    });
    const childId = (child[0]?.origin as string[])[0] ?? '';
    expect(childId).toMatch(/^session-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    const subCall = envs.find(
      (e) =>
        (e.payload as JsonObject).name === 'run_subagent' &&
        (e.payload as JsonObject).type === 'tool_call',
    );
    const subId = (subCall?.payload as JsonObject).tool_call_id;
    const firstChild = envs.indexOf(child[0] as JsonObject);
    const lastChild = envs.lastIndexOf(child.at(-1) as JsonObject);
    const parentPieces = envs
      .slice(firstChild, lastChild)
      .filter((e) => (e.payload as JsonObject).tool_call_id === subId && !e.origin);
    expect(parentPieces.length).toBeGreaterThan(3);
  });

  it('marks payloads like the real producer: stop_reason everywhere, name "" after start', () => {
    const payloads = stamped(compile()).map((e) => e.payload as JsonObject);
    const model = payloads.filter(
      (p) => /text|thinking|tool_call/.test(String(p.type)) && p.type !== 'tool_list_ready',
    );
    expect(model.every((p) => typeof p.stop_reason === 'string')).toBe(true);
    const deltas = payloads.filter(
      (p) => p.type === 'partial_tool_call' && p.event_type !== 'start',
    );
    expect(deltas.every((p) => p.name === '')).toBe(true);
  });

  it('gives fresh tool call ids on every loop', () => {
    const ids = (seed: number) =>
      stamped(compile(false, seed)).flatMap((e) => {
        const p = e.payload as JsonObject;
        return p.type === 'tool_call' ? [p.tool_call_id] : [];
      });
    const a = ids(1);
    expect(a.filter((id) => ids(2).includes(id))).toEqual([]);
    expect(new Set(a).size).toBe(a.length);
  });

  it('streams at a realistic pace: deltas every 40-120 ms', () => {
    const waits = compile().flatMap((b) => (b.kind === 'wait' ? [b.ms] : []));
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(30_000);
    expect(total).toBeLessThan(180_000);
  });
});
