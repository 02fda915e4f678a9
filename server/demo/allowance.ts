import type { Step } from './steps';

/**
 * The script as it goes once the reader allows the call `ref` the script denies: the call runs,
 * its output closes after its turn ends, and what the agent says of it later is the text written
 * for that case. Null when `ref` is no denied call of the script. Pure, so the player can compile
 * it again (every beat already played stays the same).
 */
export function allowCall(steps: readonly Step[], ref: string): Step[] | null {
  const at = steps.findIndex((s) => s.do === 'call' && s.ref === ref && s.decision === 'deny');
  const call = steps[at];
  if (call?.do !== 'call') return null;
  const end = steps.findIndex((s, i) => i > at && s.do === 'end');
  const turn = end < 0 ? steps.length : end + 1;
  const output = call.outputIfAllowed ?? '';
  return [
    ...steps.slice(0, at),
    { ...call, decision: 'allow' },
    ...steps.slice(at + 1, turn),
    { do: 'outputs', runs: [{ ref, output }] },
    ...steps.slice(turn).map((s) => said(s, ref)),
  ];
}

function said(step: Step, ref: string): Step {
  if (step.do === 'compact')
    return step.ifAllowed?.ref === ref ? { ...step, summary: step.ifAllowed.text } : step;
  if (step.do === 'say' || step.do === 'think')
    return step.ifAllowed?.ref === ref ? { ...step, text: step.ifAllowed.text } : step;
  if (step.do === 'subagent') return { ...step, steps: step.steps.map((s) => said(s, ref)) };
  return step;
}
