// Whether a repeated call learned anything: its answer against the identical call's before it.
// The same call (tool and arguments) answered the same way (status and output) is a wasted
// step; answered differently, the world changed in between (the tests run again after an edit)
// and the repeat was worth making. Compared only once both answers are in.
import { keptValueOf, valueLength, valueStart } from '../../protocol/kept-value';
import type { ToolItem } from '../model';
import { isLive, isRefusal, toolPhase } from './tool-phase';

/**
 * - `same`: the same status and output as the call before: a wasted step.
 * - `new`: another status or output: something changed in between.
 * - `pending`: one of the two is still running (or waiting for approval): not known yet.
 * - `uncompared`: one of the two has no whole answer (cut off, or the source ended first), or
 *   both outputs stayed in their file alike in size and start (read only when shown).
 */
export type RepeatAnswer = 'same' | 'new' | 'pending' | 'uncompared';

/** The characters of two outputs kept in their file compared before giving up. */
const START = 240;

/** Whether two texts are equal; undefined when one stayed in its file and they look alike. */
function sameText(a: string, b: string): boolean | undefined {
  if (a === b) return true;
  if (!keptValueOf(a) && !keptValueOf(b)) return false;
  if (valueLength(a) !== valueLength(b) || valueStart(a, START) !== valueStart(b, START))
    return false;
  return undefined;
}

function sameTexts(a: readonly string[] = [], b: readonly string[] = []): boolean | undefined {
  if (a.length !== b.length) return false;
  let known: boolean | undefined = true;
  for (let i = 0; i < a.length; i++) {
    const same = sameText(a[i] as string, b[i] as string);
    if (same === false) return false;
    if (same === undefined) known = undefined;
  }
  return known;
}

/** `repeat`'s answer against `before`'s, the identical call before it; `ended`: the source is. */
export function repeatAnswer(repeat: ToolItem, before: ToolItem, ended: boolean): RepeatAnswer {
  const phases = [toolPhase(repeat, ended), toolPhase(before, ended)] as const;
  if (phases.some(isLive)) return 'pending';
  // A refused call's answer is the refusal, whether or not its synthetic output was recorded.
  const whole = (item: ToolItem, i: 0 | 1) =>
    item.outputStatus === 'complete' || isRefusal(phases[i]);
  if (!whole(repeat, 0) || !whole(before, 1)) return 'uncompared';
  if (phases[0] !== phases[1]) return 'new';
  const text = sameText(repeat.outputText, before.outputText);
  const images = sameTexts(repeat.outputImages, before.outputImages);
  if (text === false || images === false) return 'new';
  return text && images ? 'same' : 'uncompared';
}
