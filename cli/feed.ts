import type { AnyEnvelope, AnyServerEvent } from '../src/protocol/types';
import type { Loc, SessionKey, TraceInput, TraceState } from '../src/store/model';
import { applyInputs, initialTraceState } from '../src/store/reducer';

const BATCH = 2000;

export function countKey(envelope: AnyEnvelope): string {
  return envelope.type === 'session_meta'
    ? 'session_meta'
    : `${envelope.type}:${envelope.payload.type}`;
}

/** Totals over every file of one `validate` run. */
export class Tally {
  records = 0;
  readonly counts = new Map<string, number>();

  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
}

/**
 * One reducer state fed in batches, as the app's store does: a session with its rotated files and
 * children, or one SSE capture. Sources that are not one conversation get separate feeds, since
 * the reducer keys sessions by origin and two main sessions would collide on ''.
 */
export class TraceFeed {
  state: TraceState = initialTraceState();
  readonly files: string[] = [];
  readonly sessionRecords = new Map<SessionKey, number>();
  readonly sessionFiles = new Map<SessionKey, Set<string>>();
  private pending: TraceInput[] = [];

  constructor(private readonly tally: Tally) {}

  addFile(file: string): void {
    if (!this.files.includes(file)) this.files.push(file);
  }

  record(envelope: AnyEnvelope, at: Loc): void {
    const key = (envelope.origin ?? []).join('/');
    this.tally.records += 1;
    this.tally.add(countKey(envelope));
    this.sessionRecords.set(key, (this.sessionRecords.get(key) ?? 0) + 1);
    if (at.file !== undefined) {
      const files = this.sessionFiles.get(key) ?? new Set<string>();
      this.sessionFiles.set(key, files.add(at.file));
    }
    this.push({ kind: 'record', envelope, at });
  }

  server(event: AnyServerEvent, at: Loc): void {
    this.tally.add(`server_event:${event.type}`);
    this.push({ kind: 'server', event, at });
  }

  /** The source is read to its end: open fragments, calls and spans are judged now. */
  end(): TraceState {
    const last = this.files[this.files.length - 1];
    this.push({ kind: 'end', ...(last !== undefined ? { at: { file: last } } : {}) });
    this.flush();
    return this.state;
  }

  flush(): void {
    if (this.pending.length === 0) return;
    this.state = applyInputs(this.state, this.pending);
    this.pending = [];
  }

  private push(input: TraceInput): void {
    this.pending.push(input);
    if (this.pending.length >= BATCH) this.flush();
  }
}
