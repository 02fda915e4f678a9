// A Trace file read from disk holds its long outputs as references into the file
// (protocol/kept-value.ts). Two records are compared by content, so the references are read back
// first: the same output at two places of two files must compare equal.
import { keptTextRef } from '../protocol/kept-value';
import type { AnyEnvelope } from '../protocol/types';
import type { Side } from './stream-vs-trace';

const keptOutputOf = (env: AnyEnvelope): string | null => {
  const output = env.payload['output'];
  return env.payload.type === 'tool_call_output' &&
    typeof output === 'string' &&
    keptTextRef(output) !== null
    ? output
    : null;
};

/** The references among the outputs of `sides`: what to read before comparing them. */
export function keptOutputs(sides: readonly Side[]): string[] {
  return sides.map((s) => keptOutputOf(s.envelope)).filter((o): o is string => o !== null);
}

/** `sides` with each kept output replaced by its text from `texts` (kept when not read). */
export function withKeptOutputs(
  sides: readonly Side[],
  texts: ReadonlyMap<string, string | null>,
): Side[] {
  return sides.map((side) => {
    const ref = keptOutputOf(side.envelope);
    const text = ref === null ? undefined : texts.get(ref);
    if (text === undefined || text === null) return side;
    const envelope = { ...side.envelope, payload: { ...side.envelope.payload, output: text } };
    return { ...side, envelope: envelope as AnyEnvelope };
  });
}
