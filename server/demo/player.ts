import { setImmediate as tick } from 'node:timers/promises';
import type { JsonObject } from '../../src/protocol/types';
import { DemoCompiler } from './compile';
import { DEMO_TOOLS, demoMeta } from './content';
import { allowCall } from './allowance';
import { denyCall } from './denial';
import { OpenWork } from './open-work';
import { seededRng, sessionIdAt } from './random';
import { demoSteps } from './session';
import type { Beat, Draft, Step } from './steps';
import { DemoUsage } from './usage';
import { SessionHistory } from '../session-history';
import type { LiveSession, SessionSummary } from '../session-routes';
import { SseChannel } from '../sse-channel';
import { Sleeper } from '../sleeper';

export interface DemoOptions {
  /** 1 = realistic timing; 20 = twenty times faster. */
  speed?: number;
  seed?: number;
  /** Loops to play before stopping (tests); forever by default. */
  loops?: number;
  /**
   * Past this many records after a loop the session starts over (default 1,000): a demo left
   * running would otherwise grow for ever, and a visitor who comes late be handed all of it.
   */
  keepRecords?: number;
  heartbeatMs?: number;
}

/** Plays the demo script in a loop, in real time, as one live PenguinHarness-like session. */
export class DemoPlayer implements LiveSession {
  readonly id: string;
  readonly channel: SseChannel;
  readonly history = new SessionHistory(true);
  readonly done: Promise<void>;
  private state: SessionSummary['state'] = 'idle';
  /** Only once the session sent one: a placeholder would stand in for the first prompt. */
  private title: string | undefined;
  private readonly childTitles = new Map<string, string>();
  private updatedAt = new Date();
  private stopped = false;
  private debt = 0;
  private readonly sleeper = new Sleeper();
  private usage = new DemoUsage();
  private readonly calls = new Map<string, JsonObject>();
  private readonly pending = new Map<string, JsonObject>();
  /** The reader's decisions, by call, until the call's approval_decision goes out. */
  private readonly decided = new Map<string, 'allow' | 'deny'>();
  private waitingFor: string | null = null;
  private readonly open = new OpenWork();
  private aborting = false;

  constructor(private readonly options: DemoOptions = {}) {
    const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
    this.id = sessionIdAt(new Date(), seededRng(seed));
    this.channel = new SseChannel({
      snapshot: () => [
        { type: 'task_state', state: this.state, queued: 0 },
        ...this.pending.values(),
      ],
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    });
    this.recordMeta();
    this.done = this.run(seed);
  }

  readonly control = {
    approve: (toolCallId: string, decision: string) => {
      this.decided.set(toolCallId, decision === 'deny' ? 'deny' : 'allow');
      if (this.waitingFor === toolCallId) this.sleeper.wake();
    },
    retryNow: () => this.sleeper.wake(),
    /** Only a running task can be aborted, as on the real server. */
    abort: () => {
      if (this.state !== 'running') return;
      this.aborting = true;
      this.sleeper.wake();
    },
  };

  childTitle(id: string): string | undefined {
    return this.childTitles.get(id);
  }

  summary(): SessionSummary {
    const { id, title, state } = this;
    const summary = { id, state, source: 'demo', updatedAt: this.updatedAt.toISOString() } as const;
    return title === undefined ? summary : { ...summary, title };
  }

  stop(): void {
    this.stopped = true;
    this.sleeper.wake();
    this.channel.close();
  }

  private async run(seed: number): Promise<void> {
    const loops = this.options.loops ?? Infinity;
    const keep = this.options.keepRecords ?? 1000;
    for (let played = 0, loop = 0; played < loops && !this.stopped; played++, loop++) {
      if (loop > 0 && this.history.length > keep) {
        this.startOver();
        loop = 0;
      }
      await this.playLoop(seed + played + 1, demoSteps(loop === 0));
    }
  }

  /**
   * One loop of the script. A call the reader denies changes the story: the loop is compiled again
   * from the same seed and counts, so every beat already played is the same, and goes on from there.
   */
  private async playLoop(seed: number, script: Step[]): Promise<void> {
    const now = new Date();
    const usage = this.usage.copy();
    const compile = (steps: Step[]) => {
      this.usage = usage.copy();
      const ctx = { rng: seededRng(seed), sessionId: this.id, now, usage: this.usage };
      return new DemoCompiler({ ...ctx, meta: demoMeta, tools: DEMO_TOOLS }).compile(steps);
    };
    let steps = script;
    let beats = compile(steps);
    this.calls.clear();
    this.decided.clear();
    for (let i = 0; i < beats.length; i++) {
      if (this.stopped) return;
      const beat = beats[i];
      if (beat) await this.play(beat);
      if (this.aborting) return this.abortRun();
      // The reader's decision changes the story where it differs from the script's.
      const decided = beat?.kind === 'approval' ? this.decided.get(beat.toolCallId) : undefined;
      const ref = beat?.kind === 'approval' ? beat.ref : '';
      const changed =
        decided === 'deny'
          ? denyCall(steps, ref)
          : decided === 'allow'
            ? allowCall(steps, ref)
            : null;
      if (changed) {
        steps = changed;
        beats = compile(steps);
      }
    }
  }

  /** The user's abort, as the real producer records it (PROTOCOL.md §12); the loop ends there. */
  private async abortRun(): Promise<void> {
    this.aborting = false;
    for (const draft of this.open.abort(this.history.fragments())) this.emit(draft);
    this.pending.clear();
    this.decided.clear();
    this.server({ type: 'task_state', state: 'idle', queued: 0 });
    await this.sleeper.sleep(3000 / this.speed);
  }

  /**
   * The session from its first record again, as the tailed file rewritten in place does: viewers
   * are told `resync_required`, and the history they fetch then is the new one.
   */
  private startOver(): void {
    this.history.reset();
    this.recordMeta();
    this.usage = new DemoUsage();
    this.title = undefined;
    this.childTitles.clear();
    this.channel.publishServerEvent({ type: 'resync_required' });
  }

  /** The Trace's first record, which the stream never carries. */
  private recordMeta(): void {
    this.history.record(this.stamp({ type: 'session_meta', payload: demoMeta(this.id) }));
  }

  private async play(beat: Beat): Promise<void> {
    switch (beat.kind) {
      case 'wait':
        return this.wait(beat.ms);
      case 'retry':
        return this.sleeper.sleep(beat.ms / this.speed);
      case 'approval':
        if (this.decided.has(beat.toolCallId) || this.aborting) return;
        this.waitingFor = beat.toolCallId;
        await this.sleeper.sleep(beat.ms / this.speed);
        this.waitingFor = null;
        return;
      case 'emit':
        return this.emit(beat.draft);
      case 'trace':
        return this.history.record(this.stamp(beat.draft));
      case 'server':
        return this.server(beat.event);
      case 'approval_request': {
        const toolCall = this.calls.get(beat.toolCallId);
        if (!toolCall) return;
        const event = {
          type: 'approval_request',
          toolCall,
          ...(beat.origin ? { origin: beat.origin } : {}),
        };
        this.pending.set(beat.toolCallId, event);
        return this.server(event);
      }
    }
  }

  private get speed(): number {
    const s = this.options.speed ?? 1;
    return s > 0 ? s : 1;
  }

  /** Sub-millisecond waits (high speeds) are pooled so timers stay few and the loop stays fair. */
  private async wait(ms: number): Promise<void> {
    this.debt += ms / this.speed;
    if (this.debt < 4) return void (await tick());
    const d = this.debt;
    this.debt = 0;
    await this.sleeper.sleep(d);
  }

  private stamp(draft: Draft): JsonObject {
    const env: JsonObject = {
      timestamp: new Date().toISOString(),
      type: draft.type,
      payload: draft.payload,
    };
    if (draft.origin) env.origin = draft.origin;
    return env;
  }

  private emit(draft: Draft): void {
    const env = this.stamp(draft);
    this.open.see(draft);
    const p = draft.payload;
    if (p.type === 'tool_call' && typeof p.tool_call_id === 'string')
      this.calls.set(p.tool_call_id, env);
    if (p.type === 'approval_decision' && typeof p.tool_call_id === 'string') {
      this.pending.delete(p.tool_call_id);
      this.decided.delete(p.tool_call_id);
    }
    this.channel.publishEnvelope(JSON.stringify(env));
    this.history.apply(env);
    this.updatedAt = new Date();
  }

  private server(event: JsonObject): void {
    if (event.type === 'task_state' && typeof event.state === 'string')
      this.state = event.state as SessionSummary['state'];
    if (
      event.type === 'session_title' &&
      typeof event.sessionId === 'string' &&
      typeof event.title === 'string'
    ) {
      if (event.sessionId === this.id) this.title = event.title;
      else this.childTitles.set(event.sessionId, event.title);
    }
    this.channel.publishServerEvent(event);
  }
}
