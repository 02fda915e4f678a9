// Two sessions side by side, aligned by task (n-th prompt) and turn (n-th turn of that task).
// A divergence is a difference in what the run did: the prompt, a tool call's name, arguments or
// output, the answer, the failures, or a turn only one side has. Tokens and durations are marked
// when they differ but never make a divergence: a faithful re-run still spends its own time.
import type { TaskDigest, ToolDigest, TurnDigest } from './digest';

export type TurnField =
  'prompt' | 'missing' | 'tools' | 'answer' | 'failures' | 'tokens' | 'duration';
export type ToolField = 'name' | 'args' | 'output' | 'missing';

export interface ToolPair {
  left: ToolDigest | undefined;
  right: ToolDigest | undefined;
  differs: ReadonlySet<ToolField>;
}

export interface AlignedTurn {
  /** 1-based task and turn numbers. */
  task: number;
  turn: number;
  left: TurnDigest | undefined;
  right: TurnDigest | undefined;
  /** The prompt of the task on each side, on its first turn only. */
  prompts: { left: string | undefined; right: string | undefined } | undefined;
  tools: ToolPair[];
  differs: ReadonlySet<TurnField>;
  /** Differs in what the run did (not only in tokens or duration). */
  diverges: boolean;
}

export interface RunsComparison {
  turns: AlignedTurn[];
  /** Index in `turns` of the first divergence; -1 when the runs did the same. */
  first: number;
}

const EMPTY: TurnDigest = {
  item: -1,
  tools: [],
  answer: '',
  texts: [],
  failures: 0,
  tokens: 0,
  durationMs: undefined,
};

function pairTools(a: readonly ToolDigest[], b: readonly ToolDigest[]): ToolPair[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => {
    const left = a[i];
    const right = b[i];
    const differs = new Set<ToolField>();
    if (!left || !right) differs.add('missing');
    else {
      if (left.name !== right.name) differs.add('name');
      if (left.args !== right.args) differs.add('args');
      if (left.output !== right.output) differs.add('output');
    }
    return { left, right, differs };
  });
}

const BEHAVIOUR: readonly TurnField[] = ['prompt', 'missing', 'tools', 'answer', 'failures'];

function alignTurn(
  task: number,
  turn: number,
  lt: TaskDigest | undefined,
  rt: TaskDigest | undefined,
): AlignedTurn {
  const left = lt?.turns[turn - 1];
  const right = rt?.turns[turn - 1];
  const l = left ?? EMPTY;
  const r = right ?? EMPTY;
  const tools = pairTools(l.tools, r.tools);
  const differs = new Set<TurnField>();
  const prompts = turn === 1 ? { left: lt?.prompt, right: rt?.prompt } : undefined;
  if (prompts && prompts.left !== prompts.right) differs.add('prompt');
  if (!left || !right) differs.add('missing');
  if (tools.some((p) => p.differs.size > 0)) differs.add('tools');
  if (l.answer !== r.answer) differs.add('answer');
  if (l.failures !== r.failures) differs.add('failures');
  if (l.tokens !== r.tokens) differs.add('tokens');
  if (l.durationMs !== r.durationMs) differs.add('duration');
  const diverges = BEHAVIOUR.some((f) => differs.has(f));
  return { task, turn, left, right, prompts, tools, differs, diverges };
}

export function compareRuns(a: readonly TaskDigest[], b: readonly TaskDigest[]): RunsComparison {
  const turns: AlignedTurn[] = [];
  for (let task = 1; task <= Math.max(a.length, b.length); task++) {
    const lt = a[task - 1];
    const rt = b[task - 1];
    // A prompt with no turn yet still takes a row: its prompt can differ.
    const count = Math.max(lt?.turns.length ?? 0, rt?.turns.length ?? 0, 1);
    for (let turn = 1; turn <= count; turn++) turns.push(alignTurn(task, turn, lt, rt));
  }
  return { turns, first: turns.findIndex((t) => t.diverges) };
}
