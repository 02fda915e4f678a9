import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../src/protocol/types';
import { SseChannel } from '../sse-channel';
import { streamProblems } from '../testing/stream-checks';
import { FINAL_ANSWER } from './content';
import { acknowledgement } from './denial';
import { ABORTED_OUTPUT } from './open-work';
import { DemoPlayer } from './player';

afterEach(() => vi.restoreAllMocks());

/** Plays `loops` loops as fast as the player goes; what it kept and what it told viewers. */
async function play(loops: number, keepRecords?: number) {
  const told = vi.spyOn(SseChannel.prototype, 'publishServerEvent');
  const player = new DemoPlayer({
    speed: 10_000,
    seed: 5,
    loops,
    ...(keepRecords ? { keepRecords } : {}),
  });
  await player.done;
  player.stop();
  const resyncs = told.mock.calls.filter(
    ([e]) => (e as { type?: string }).type === 'resync_required',
  );
  return { kept: player.history.length, resyncs: resyncs.length, title: player.summary().title };
}

describe('the demo player', () => {
  it('starts the session over once it holds more than it keeps, and tells viewers to resync', async () => {
    const one = await play(1);
    const grown = await play(3);
    expect(grown.kept).toBeGreaterThan(2 * one.kept);
    expect(grown.resyncs).toBe(0);
    // Each loop leaves more than it keeps: every loop after the first starts over.
    const bounded = await play(3, one.kept - 1);
    expect(bounded.resyncs).toBe(2);
    expect(bounded.kept).toBe(one.kept);
    // The loop it starts over with is the first one again, which titles the session.
    expect(bounded.title).toBe(one.title);
  }, 60_000);
});

type Env = { payload: JsonObject; origin?: string[] };

/**
 * Plays `loops` loops while `react` watches what goes out (envelopes, then server events) and may
 * act on the player the moment it does, as a reader would.
 */
async function watch(
  loops: number,
  react: (player: DemoPlayer, sent: { env?: Env; event?: JsonObject }) => void,
) {
  const player = new DemoPlayer({ speed: 10_000, seed: 5, loops });
  const envelopes: Env[] = [];
  const events: JsonObject[] = [];
  const publish = player.channel.publishEnvelope.bind(player.channel);
  const tell = player.channel.publishServerEvent.bind(player.channel);
  vi.spyOn(player.channel, 'publishEnvelope').mockImplementation((data: string) => {
    const env = JSON.parse(data) as Env;
    envelopes.push(env);
    react(player, { env });
    return publish(data);
  });
  vi.spyOn(player.channel, 'publishServerEvent').mockImplementation((sent: object) => {
    const event = sent as JsonObject;
    events.push(event);
    react(player, { event });
    return tell(event);
  });
  await player.done;
  player.stop();
  return { envelopes, events, payloads: envelopes.map((e) => e.payload) };
}

describe('the demo player, answering its reader', () => {
  it.each(['read_file', 'edit_file', 'exec_command'])(
    'denies a %s call the reader denies: the denial is its output, and the agent stops there',
    async (name) => {
      let denied = '';
      const { envelopes, events, payloads } = await watch(2, (player, { event }) => {
        const call = event?.type === 'approval_request' ? (event.toolCall as Env) : null;
        if (denied || call?.payload.name !== name || call.origin) return;
        denied = String(call.payload.tool_call_id);
        player.control.approve(denied, 'deny');
      });
      expect(denied).not.toBe('');
      const mine = payloads.filter((p) => p.tool_call_id === denied);
      // As PenguinHarness records a denial (fixtures/penguin-session-a, PROTOCOL.md §9).
      expect(mine.slice(-2)).toEqual([
        { type: 'approval_decision', decision: 'deny', tool_call_id: denied },
        {
          type: 'tool_call_output',
          role: 'user',
          output: 'Tool call denied by user.',
          tool_call_id: denied,
          stop_reason: 'aborted',
        },
      ]);
      expect(mine.some((p) => p.type === 'partial_tool_call_output')).toBe(false);
      expect(streamProblems(envelopes)).toEqual([]);
      // The agent acknowledges and the task ends; the next loop plays the whole story again.
      const said = payloads.filter((p) => p.type === 'text' && p.role === 'assistant');
      const ack = said.findIndex((p) => p.text === acknowledgement(name));
      expect(ack).toBeGreaterThan(-1);
      expect(said.slice(ack + 1).at(-1)?.text).toBe(FINAL_ANSWER);
      expect(events.filter((e) => e.type === 'task_state' && e.state === 'idle').length).toBe(4);
    },
    60_000,
  );

  it('aborts the running turn on abort: the open text stops aborted, the request and run end', async () => {
    let aborted = false;
    const { envelopes, events, payloads } = await watch(1, (player, { env }) => {
      if (aborted || !env || env.origin || env.payload.type !== 'partial_text') return;
      if (env.payload.event_type !== 'delta') return;
      aborted = true;
      player.control.abort();
    });
    expect(aborted).toBe(true);
    const prefix = payloads
      .filter((p) => p.type === 'partial_text')
      .map((p) => String(p.text))
      .join('');
    // As PenguinHarness records a user abort (PROTOCOL.md §12), and nothing after it.
    expect(payloads.slice(-4)).toEqual([
      {
        type: 'partial_text',
        role: 'assistant',
        event_type: 'stop',
        text: '',
        stop_reason: 'aborted',
      },
      { type: 'text', role: 'assistant', text: prefix, stop_reason: 'aborted' },
      { type: 'request_end', status: 'aborted' },
      { type: 'abort', reason: null },
    ]);
    expect(payloads.some((p) => p.type === 'token_usage')).toBe(false);
    expect(streamProblems(envelopes)).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'task_state', state: 'idle', queued: 0 });
  }, 60_000);

  it('aborts a call waiting for approval: it ends aborted with its synthetic output', async () => {
    let waiting = '';
    const { envelopes, events, payloads } = await watch(1, (player, { event }) => {
      const call = event?.type === 'approval_request' ? (event.toolCall as Env) : null;
      if (waiting || !call || call.origin) return;
      waiting = String(call.payload.tool_call_id);
      player.control.abort();
    });
    expect(waiting).not.toBe('');
    // Every committed call gets exactly one output (PROTOCOL.md §9): an abort closes it too.
    const mine = payloads.filter((p) => p.tool_call_id === waiting);
    expect(mine.slice(mine.findIndex((p) => p.type === 'tool_call') + 1)).toEqual([
      {
        type: 'tool_call_output',
        role: 'user',
        output: ABORTED_OUTPUT,
        tool_call_id: waiting,
        stop_reason: 'aborted',
      },
    ]);
    expect(payloads.slice(-2)).toEqual([
      { type: 'request_end', status: 'aborted' },
      { type: 'abort', reason: null },
    ]);
    expect(streamProblems(envelopes)).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'task_state', state: 'idle', queued: 0 });
  }, 60_000);

  it('ignores an abort while no task runs', async () => {
    const { payloads } = await watch(1, (player, { event }) => {
      if (event?.type === 'task_state' && event.state === 'idle') player.control.abort();
    });
    expect(payloads.some((p) => p.type === 'abort')).toBe(false);
  }, 60_000);
});
