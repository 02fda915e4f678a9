// The parse worker of a load, started before the load when the page is idle: a module worker's
// first answer takes 50–150 ms (fetching and compiling its script), which a dropped file would
// otherwise wait for before its first row.
import { whenIdle } from './when-idle';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

export interface ParseWorker {
  postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Workers that failed (their script did not load) before a load listened, and what they said. */
const failedEarly = new WeakMap<ParseWorker, string>();

/**
 * Why `worker` failed before its load listened: a spare waits unheard for a load, and a load
 * listens only once its files are probed; the failure would otherwise be lost, and the load
 * read "0 %" for ever.
 */
export const earlyFailure = (worker: ParseWorker): string | undefined => failedEarly.get(worker);

function createParseWorker(): ParseWorker {
  const worker: ParseWorker = new Worker(new URL('./parse.worker.ts', import.meta.url), {
    type: 'module',
  });
  worker.onerror = (event) => {
    event.preventDefault();
    failedEarly.set(worker, event.message || 'the worker did not start');
  };
  return worker;
}

let spare: ParseWorker | null = null;
/** Loads whose worker is still running: no spare is started while one is. */
let running = 0;

/**
 * Starts a worker for the next load once the page is idle, unless one is waiting already or a
 * load is running (its first rows need the CPU more).
 */
export function warmParseWorker(): void {
  if (typeof Worker === 'undefined') return;
  whenIdle(() => {
    if (running === 0) spare ??= createParseWorker();
  }, 2000);
}

/**
 * The waiting worker, or a new one. The next is started once this one is terminated (its load
 * done or cancelled) and the page is idle: started during a load, it would take the CPU the
 * load's first rows need.
 */
export function takeParseWorker(): ParseWorker {
  const worker = spare ?? createParseWorker();
  spare = null;
  running += 1;
  const terminate = worker.terminate.bind(worker);
  let ended = false;
  worker.terminate = () => {
    terminate();
    if (ended) return;
    ended = true;
    running -= 1;
    warmParseWorker();
  };
  return worker;
}
