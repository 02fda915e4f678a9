// A random but protocol-abiding session, built as a live stream (test/support/lanes.ts). fast-check
// draws its steps, so a failing property shrinks to the fewest turns, tools, words and cuts.
import fc from 'fast-check';
import type { AnyEnvelope, ApprovalDecision } from '../../src/protocol/types';
import { interleave, type Lane } from './lanes';
import { createTraceBuilder } from './trace-builder';

const WORDS = ['alpha ', 'beta ', 'γάμμα ', '🐧 ', 'delta\n', '`code` ', '| a | b |\n', 'x'];

/** Text a producer streams, and the offsets where its fragments are cut. */
export interface Streamed {
  text: string;
  cuts: number[];
}
export interface ToolStep {
  spawn: boolean;
  args: Streamed;
  decision: ApprovalDecision;
  /** What the child says, when the call spawns one and is allowed. */
  child: Streamed;
  output: Streamed;
}
export interface TurnStep {
  /** A failed attempt before this turn's request, maybe with cut-off thinking. */
  failed: { status: 'timeout' | 'malformed' | 'failed'; thinking: Streamed | null } | null;
  thinking: Streamed | null;
  text: Streamed | null;
  tools: ToolStep[];
}
export interface Scenario {
  user: string;
  turns: TurnStep[];
  /** The summary of a compaction after the last turn. */
  compaction: Streamed | null;
  /** Which ready lane goes next, each time the stream is interleaved. */
  schedule: number[];
}

const phrase = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
  .map((ws) => ws.join(''));
const streamed: fc.Arbitrary<Streamed> = fc.record({
  text: phrase,
  cuts: fc.array(fc.nat({ max: 80 }), { maxLength: 3 }),
});
/** `arb` about `percent` of the time, else null (the value it shrinks to). */
const sometimes = <T>(arb: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | null> =>
  fc
    .tuple(fc.integer({ min: 0, max: 99 }), arb)
    .map(([roll, value]) => (roll >= 100 - percent ? value : null));

const toolStep: fc.Arbitrary<ToolStep> = fc.record({
  spawn: fc.boolean(),
  args: streamed,
  decision: fc.constantFrom<ApprovalDecision>('allow', 'allow', 'deny', 'forbidden'),
  child: streamed,
  output: streamed,
});
const turnStep: fc.Arbitrary<TurnStep> = fc.record({
  failed: sometimes(
    fc.record({
      status: fc.constantFrom('timeout', 'malformed', 'failed'),
      thinking: sometimes(streamed, 50),
    }),
    30,
  ),
  thinking: sometimes(streamed, 60),
  text: sometimes(streamed, 80),
  tools: fc.array(toolStep, { maxLength: 3 }),
});

export const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  user: phrase,
  turns: fc.array(turnStep, { minLength: 1, maxLength: 3 }),
  compaction: sometimes(streamed, 40),
  schedule: fc.array(fc.nat({ max: 15 }), { maxLength: 300 }),
});

/** The session as a live stream: fragments before each complete record, side lanes interleaved. */
export function buildStream(s: Scenario): AnyEnvelope[] {
  const b = createTraceBuilder();
  const withFragments = (env: AnyEnvelope, cuts: readonly number[]) => [
    ...b.fragmentsOf(env, cuts),
    env,
  ];

  const main: AnyEnvelope[] = [b.meta('root'), b.text('user', s.user)];
  const lanes: Lane[] = [];
  const openLanes: Lane[] = [];
  let ids = 0;
  const barrier = () => {
    for (const l of openLanes.splice(0)) l.before = main.length;
  };
  for (const turn of s.turns) {
    barrier();
    if (turn.failed) {
      const { status, thinking } = turn.failed;
      main.push(b.begin());
      if (thinking)
        main.push(
          ...withFragments(b.thinking(thinking.text, undefined, 'malformed'), thinking.cuts),
        );
      main.push(
        b.end(status, { attempt: 1, retry_in_ms: 2000, error_message: `${status} upstream` }),
      );
    }
    main.push(b.begin());
    if (turn.thinking)
      main.push(...withFragments(b.thinking(turn.thinking.text), turn.thinking.cuts));
    if (turn.text) main.push(...withFragments(b.text('assistant', turn.text.text), turn.text.cuts));
    for (const tool of turn.tools) {
      const id = `call_${ids++}`;
      const prompt = `${tool.args.text} (${id})`;
      const args = JSON.stringify(tool.spawn ? { prompt } : { cmd: tool.args.text });
      const name = tool.spawn ? 'run_subagent' : 'exec_command';
      main.push(...withFragments(b.call(id, name, args), tool.args.cuts));
      main.push(b.decide(id, tool.decision));
      const records: AnyEnvelope[] = [];
      if (tool.decision !== 'allow')
        records.push(b.output(id, 'Tool call denied by user.', undefined, 'aborted'));
      else {
        if (tool.spawn) {
          const child = `child_${id}`;
          const at = { origin: [child] };
          records.push(
            b.makeSubagent({ session_id: child }),
            b.meta(child, at),
            b.model({ type: 'text', role: 'user', text: prompt, sender: 'parent_agent' }, at),
            b.begin(at),
            ...withFragments(b.text('assistant', tool.child.text, at), tool.child.cuts),
            b.end('completed', {}, at),
          );
        }
        records.push(...withFragments(b.output(id, tool.output.text), tool.output.cuts));
      }
      const lane: Lane = { records, after: main.length - 1 };
      lanes.push(lane);
      openLanes.push(lane);
    }
    main.push(b.usage(3, 9), b.end('completed'));
  }
  if (s.compaction) {
    barrier();
    main.push(
      b.makeCompactionBegin({
        reason: 'manual',
        mode: 'summarize',
        context: 100,
        turns: s.turns.length,
      }),
    );
    const summary = b.text('assistant', `[summary]${s.compaction.text}[/summary]`);
    main.push(...withFragments(summary, s.compaction.cuts));
    main.push(
      b.makeCompactionEnd({ reason: 'manual', mode: 'summarize', status: 'completed', attempt: 1 }),
    );
  }
  let next = 0;
  const choose = (n: number) =>
    s.schedule.length === 0 ? 0 : s.schedule[next++ % s.schedule.length]! % n;
  return interleave(main, lanes, choose);
}
