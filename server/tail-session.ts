import { basename } from 'node:path';
import { SessionHistory } from './session-history';
import type { LiveSession, SessionSummary } from './session-routes';
import { SseChannel } from './sse-channel';
import { TraceTailer } from './tail-trace';

type State = SessionSummary['state'];

/** `session-…_001.jsonl` → `session-…`. */
export function sessionIdFromFile(path: string): string {
  return basename(path).replace(/(_\d+)?\.jsonl?$/i, '');
}

/** What the Trace alone tells about the task; a Trace has no task_state of its own. */
function nextState(state: State, payloadType: unknown): State {
  switch (payloadType) {
    case 'request_begin':
      return state === 'compacting' ? state : 'running';
    case 'request_end':
    case 'abort':
      return state === 'compacting' ? state : 'idle';
    case 'compaction_begin':
      return 'compacting';
    case 'compaction_end':
      return 'idle';
    default:
      return state;
  }
}

/**
 * `--tail <file.jsonl>`: a Trace file served as a live session. Records already in the file are
 * sent to every new connection first, then each appended record.
 */
export class TailSession implements LiveSession {
  id: string;
  readonly history = new SessionHistory(true);
  readonly channel: SseChannel;
  readonly tailer: TraceTailer;
  skipped = 0;
  private state: State = 'idle';
  private live = false;
  private updatedAt = new Date();

  constructor(path: string, options: { pollMs?: number; heartbeatMs?: number } = {}) {
    this.id = sessionIdFromFile(path);
    this.channel = new SseChannel({
      replayOnConnect: true,
      snapshot: () => [{ type: 'task_state', state: this.state, queued: 0 }],
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    });
    this.tailer = new TraceTailer(
      path,
      {
        line: (text) => this.line(text),
        reset: () => this.reset(),
        gone: () => this.gone(),
        oversized: (reason) => {
          this.skipped++;
          process.stderr.write(`omniscope: ${path}: ${reason}\n`);
        },
      },
      options.pollMs,
    );
  }

  async start(): Promise<void> {
    await this.tailer.start();
    this.live = true;
  }

  stop(): void {
    this.tailer.stop();
    this.channel.close();
  }

  summary(): SessionSummary {
    return {
      id: this.id,
      file: basename(this.tailer.path),
      state: this.state,
      source: 'tail',
      updatedAt: this.updatedAt.toISOString(),
    };
  }

  private line(text: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    let env: unknown;
    try {
      env = JSON.parse(trimmed);
    } catch {
      this.skipped++;
      return;
    }
    if (typeof env !== 'object' || env === null || Array.isArray(env)) {
      this.skipped++;
      return;
    }
    const record = env as Record<string, unknown>;
    const payload = record.payload as Record<string, unknown> | undefined;
    if (!this.live && this.history.length === 0 && record.type === 'session_meta') {
      if (typeof payload?.session_id === 'string') this.id = payload.session_id;
    }
    this.channel.publishEnvelope(trimmed);
    this.history.apply(record);
    this.updatedAt = new Date();
    if (record.origin === undefined) this.setState(nextState(this.state, payload?.type));
  }

  private setState(state: State): void {
    if (state === this.state) return;
    this.state = state;
    if (this.live) this.channel.publishServerEvent({ type: 'task_state', state, queued: 0 });
  }

  private reset(): void {
    this.history.reset();
    this.setState('idle');
    this.channel.publishServerEvent({ type: 'resync_required' });
    this.notice('rewritten', 'was truncated or replaced: it is read again from the start');
    // A viewer that comes now reads the new file from its start: the old one, its deletion
    // notice and this rewrite are not news to it.
    this.channel.replayFromHere();
  }

  /** Nothing more will come: no task runs, whatever the last records said. */
  private gone(): void {
    this.setState('idle');
    this.notice('deleted', 'was deleted or moved away: nothing more will be shown');
  }

  /** A server event the viewer reports to the reader (its `message` is shown as a warning). */
  private notice(status: 'rewritten' | 'deleted', what: string): void {
    const file = basename(this.tailer.path);
    this.updatedAt = new Date();
    this.channel.publishServerEvent({
      type: 'tail_file',
      status,
      file,
      message: `the tailed file ${file} ${what}`,
    });
  }
}
