// A random but protocol-abiding session, built as a live stream (src/test-support/lanes.ts).
import type { AnyEnvelope } from '../../src/protocol/types';
import { interleave, type Lane } from './lanes';
import {
  begin,
  call,
  decide,
  end,
  event,
  fragmentsOf,
  meta,
  model,
  output,
  text,
  thinking,
  usage,
} from './records';

const WORDS = ['alpha ', 'beta ', 'γάμμα ', '🐧 ', 'delta\n', '`code` ', '| a | b |\n', 'x'];

export function buildStream(random: () => number): AnyEnvelope[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const phrase = () =>
    Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(WORDS)).join('');
  const cuts = (s: string) =>
    Array.from({ length: Math.floor(random() * 4) }, () => Math.floor(random() * (s.length + 1)));
  const streamed = (env: AnyEnvelope) => [
    ...fragmentsOf(env, cuts(JSON.stringify(env.payload))),
    env,
  ];

  const main: AnyEnvelope[] = [meta('root'), text('user', phrase())];
  const lanes: Lane[] = [];
  const openLanes: Lane[] = [];
  let ids = 0;
  const barrier = () => {
    for (const l of openLanes.splice(0)) l.before = main.length;
  };
  const turns = 1 + Math.floor(random() * 3);
  for (let t = 0; t < turns; t++) {
    barrier();
    if (random() < 0.3) {
      const status = pick(['timeout', 'malformed', 'failed'] as const);
      main.push(begin());
      if (random() < 0.5) main.push(...streamed(thinking(phrase(), undefined, 'malformed')));
      main.push(
        end(status, { attempt: 1, retry_in_ms: 2000, error_message: `${status} upstream` }),
      );
    }
    main.push(begin());
    if (random() < 0.6) main.push(...streamed(thinking(phrase())));
    if (random() < 0.8) main.push(...streamed(text('assistant', phrase())));
    const tools = Math.floor(random() * 4);
    for (let k = 0; k < tools; k++) {
      const id = `call_${ids++}`;
      const spawn = random() < 0.3;
      const prompt = `${phrase()} (${id})`;
      main.push(
        ...streamed(
          call(
            id,
            spawn ? 'run_subagent' : 'exec_command',
            JSON.stringify(spawn ? { prompt } : { cmd: phrase() }),
          ),
        ),
      );
      const decision = pick(['allow', 'allow', 'deny', 'forbidden'] as const);
      main.push(decide(id, decision));
      const records: AnyEnvelope[] = [];
      if (decision !== 'allow')
        records.push(output(id, 'Tool call denied by user.', undefined, 'aborted'));
      else {
        if (spawn) {
          const child = `child_${id}`;
          const o = { origin: [child] };
          records.push(
            event({ type: 'subagent', session_id: child }),
            meta(child, o),
            model({ type: 'text', role: 'user', text: prompt, sender: 'parent_agent' }, o),
            begin(o),
            ...streamed(text('assistant', phrase(), o)),
            end('completed', {}, o),
          );
        }
        records.push(...streamed(output(id, phrase())));
      }
      const lane: Lane = { records, after: main.length - 1 };
      lanes.push(lane);
      openLanes.push(lane);
    }
    main.push(usage(3, 9), end('completed'));
  }
  if (random() < 0.4) {
    barrier();
    main.push(
      event({ type: 'compaction_begin', reason: 'manual', mode: 'summarize', context: 100, turns }),
    );
    main.push(...streamed(text('assistant', `[summary]${phrase()}[/summary]`)));
    main.push(
      event({
        type: 'compaction_end',
        reason: 'manual',
        mode: 'summarize',
        status: 'completed',
        attempt: 1,
      }),
    );
  }
  return interleave(main, lanes, random);
}
