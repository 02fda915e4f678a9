import type { Step } from './steps';

/** What the agent says once the reader refused a call: it cannot go on without that result. */
export const acknowledgement = (name: string) =>
  `You denied \`${name}\`, so I stopped there. Tell me how you would like to continue.`;

const ending = (name: string, top: boolean): Step[] => [
  { do: 'begin' },
  { do: 'say', text: acknowledgement(name) },
  { do: 'end' },
  ...(top
    ? ([
        { do: 'state', state: 'idle' },
        { do: 'pause', ms: 8000 },
      ] as Step[])
    : []),
];

/**
 * The script as it goes once the reader denies the allowed call `ref`: the call is denied, its
 * turn and the outputs of the turn's other calls finish, then the agent acknowledges and stops (a
 * subagent refused a call stops its parent too, whose story needed the subagent's answer).
 * Null when `ref` is no allowed call of the script. Pure, so the player can compile it again.
 */
export function denyCall(steps: readonly Step[], ref: string): Step[] | null {
  return deny(steps, ref, true)?.steps ?? null;
}

function deny(
  steps: readonly Step[],
  ref: string,
  top: boolean,
): { steps: Step[]; name: string } | null {
  for (const [at, step] of steps.entries()) {
    if (step.do === 'call' && step.ref === ref && step.decision === 'allow') {
      const end = steps.findIndex((s, i) => i > at && s.do === 'end');
      const turn = end < 0 ? steps.length : end + 1;
      const denied: Step = { ...step, decision: 'deny' };
      const head = [...steps.slice(0, at), denied, ...steps.slice(at + 1, turn)];
      return { steps: finish(head, steps.slice(turn), ref, step.name, top), name: step.name };
    }
    if (step.do === 'subagent') {
      const child = deny(step.steps, ref, false);
      if (!child) continue;
      const head = [...steps.slice(0, at), { ...step, steps: child.steps }];
      return { steps: finish(head, steps.slice(at + 1), ref, child.name, top), name: child.name };
    }
  }
  return null;
}

/** The turn's remaining outputs (less the denied call's), then the acknowledgement. */
function finish(head: Step[], rest: readonly Step[], ref: string, name: string, top: boolean) {
  const kept = [...head];
  for (const step of rest) {
    if (step.do === 'outputs') {
      const runs = step.runs.filter((r) => r.ref !== ref);
      if (runs.length) kept.push({ ...step, runs });
    } else if (step.do === 'subagent') {
      if (step.ref !== ref) kept.push(step);
    } else break;
  }
  return [...kept, ...ending(name, top)];
}
