// One session read as tasks (user prompts) and turns (a request and its retries), each turn
// reduced to what a comparison looks at: tool calls, answer, failures, tokens and duration.
import { keptTextRef } from '../protocol/kept-value';
import type { ItemId, SessionKey, TraceState } from '../store/model';
import { isPrompt } from '../store/outline/outline';

export interface ToolDigest {
  item: ItemId;
  name: string;
  args: string;
  /** The output, or a reference to one left in its file (protocol/kept-value.ts). */
  output: string;
}

/** One of the assistant's texts of a turn, and where it came among the turn's tool calls. */
export interface TurnText {
  /** How many of the turn's tool calls came before it. */
  before: number;
  text: string;
}

export interface TurnDigest {
  /** The first item of the turn: where a jump lands. */
  item: ItemId;
  tools: ToolDigest[];
  /** The assistant's texts of the turn, joined: what is compared. */
  answer: string;
  /** The same texts one by one, so a turn reads in the order it was recorded. */
  texts: TurnText[];
  /** Failed attempts and failed or refused tool calls. */
  failures: number;
  tokens: number;
  /** First request begin to last request end; undefined while a request is open. */
  durationMs: number | undefined;
}

export interface TaskDigest {
  /** The prompt's item; undefined for what came before any prompt. */
  item: ItemId | undefined;
  prompt: string;
  turns: TurnDigest[];
}

interface Building extends TurnDigest {
  requests: number[];
  key: number;
}

function finish(t: TraceState, b: Building): TurnDigest {
  let failures = b.failures;
  let tokens = 0;
  let began: string | undefined;
  let ended: string | undefined;
  for (const id of b.requests) {
    const r = t.requests.get(id);
    if (!r) continue;
    if (r.status !== undefined && r.status !== 'completed') failures += 1;
    tokens += r.usage?.total ?? 0;
    began ??= r.beganAt;
    ended = r.endedAt;
  }
  const durationMs =
    began !== undefined && ended !== undefined ? Date.parse(ended) - Date.parse(began) : undefined;
  const { item, tools, answer, texts } = b;
  return { item, tools, answer, texts, failures, tokens, durationMs };
}

export function digestSession(t: TraceState, key: SessionKey): TaskDigest[] {
  const s = t.sessions.get(key);
  if (!s) return [];
  const tasks: { task: TaskDigest; turns: Building[] }[] = [];
  const current = () => {
    if (!tasks.length) tasks.push({ task: { item: undefined, prompt: '', turns: [] }, turns: [] });
    return tasks[tasks.length - 1] as (typeof tasks)[number];
  };
  for (let i = 0; i < s.items.size; i++) {
    const id = s.items.get(i) as ItemId;
    const it = t.items.get(id);
    if (!it || it.compactionId !== undefined) continue;
    if (isPrompt(it) && it.kind === 'message') {
      tasks.push({ task: { item: id, prompt: it.content, turns: [] }, turns: [] });
      continue;
    }
    const task = current();
    const request = it.requestId === undefined ? undefined : t.requests.get(it.requestId);
    let turn = task.turns[task.turns.length - 1];
    if (request && turn?.key !== request.turn) {
      turn = {
        item: id,
        key: request.turn,
        requests: [],
        tools: [],
        answer: '',
        texts: [],
        failures: 0,
        tokens: 0,
        durationMs: undefined,
      };
      task.turns.push(turn);
    }
    if (!turn) continue;
    if (request && !turn.requests.includes(request.id)) turn.requests.push(request.id);
    if (it.kind === 'tool') {
      turn.tools.push({ item: id, name: it.name, args: it.args, output: it.outputText });
      const refused = it.decision === 'deny' || it.decision === 'forbidden';
      if (refused || it.outputStopReason === 'failed') turn.failures += 1;
    } else if (it.kind === 'message' && it.role === 'assistant' && it.type === 'text') {
      turn.answer = turn.answer ? `${turn.answer}\n${it.content}` : it.content;
      turn.texts.push({ before: turn.tools.length, text: it.content });
    }
  }
  return tasks
    .filter(({ task, turns }) => task.item !== undefined || turns.length > 0)
    .map(({ task, turns }) => ({ ...task, turns: turns.map((b) => finish(t, b)) }));
}

/** The outputs of `tasks` left in their file: read them before comparing (withOutputs). */
export function keptOutputs(tasks: readonly TaskDigest[]): string[] {
  return tasks.flatMap((task) =>
    task.turns.flatMap((turn) =>
      turn.tools.map((tool) => tool.output).filter((o) => keptTextRef(o) !== null),
    ),
  );
}

/**
 * `tasks` with each kept output replaced by its text read from the file, or by its preview
 * until it is (or when it cannot be): two references to equal texts differ, the texts do not.
 */
export function withOutputs(
  tasks: readonly TaskDigest[],
  texts: ReadonlyMap<string, string | null>,
): TaskDigest[] {
  const text = (o: string) => texts.get(o) ?? keptTextRef(o)?.preview ?? o;
  return tasks.map((task) => ({
    ...task,
    turns: task.turns.map((turn) => ({
      ...turn,
      tools: turn.tools.map((tool) => ({ ...tool, output: text(tool.output) })),
    })),
  }));
}
