// CPU time of the whole browser during a measurement, by the kind of thread that spent it: what
// bounds a load on a machine of few cores is read from here (the page, the parse worker, the
// renderer's thread pool where V8's collector helps, the browser process). Linux only (/proc);
// elsewhere the figure is null.
import { readdirSync, readFileSync } from 'node:fs';
import { descendantPids } from './process-memory';

/** Seconds of CPU (user and system) by thread kind, and their sum. */
export interface CpuByThread {
  totalS: number;
  byKind: Record<string, number>;
}

const TICKS_PER_S = 100;

/** What a thread of a Chromium process is, from the process's `--type` and the thread's name. */
export function threadKind(type: string, name: string, isMain: boolean): string {
  if (type === 'renderer') {
    if (isMain) return 'page';
    if (name.startsWith('DedicatedWorker')) return 'workers';
    if (name.startsWith('ThreadPool')) return 'renderer thread pool';
    return 'renderer, other';
  }
  if (type === 'browser') return 'browser process';
  if (type === 'gpu-process') return 'gpu';
  return 'other';
}

function processType(pid: number): string {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
  } catch {
    return 'other';
  }
}

/** CPU ticks so far of every thread of `pids`, by "pid/tid", with its kind. */
function sampleThreads(pids: readonly number[]): Map<string, { kind: string; ticks: number }> {
  const out = new Map<string, { kind: string; ticks: number }>();
  for (const pid of pids) {
    const type = processType(pid);
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids)
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(`${pid}/${tid}`, {
          kind: threadKind(type, name, tid === String(pid)),
          ticks: Number(f[11]) + Number(f[12]),
        });
      } catch {
        // The thread ended between the listing and the read.
      }
  }
  return out;
}

/**
 * Starts counting the CPU the browser's processes spend. Threads are sampled every `ms` as well
 * as at the ends, so a worker that finishes (and is gone from /proc) before `stop` keeps what it
 * spent up to its last sample.
 */
export function processCpu(ms = 100): { stop(): CpuByThread | null } {
  const pids = descendantPids();
  if (pids === null) return { stop: () => null };
  const first = sampleThreads(pids);
  const last = new Map(first);
  const sample = () => {
    for (const [id, t] of sampleThreads(descendantPids() ?? [])) last.set(id, t);
  };
  const timer = setInterval(sample, ms);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byKind: Record<string, number> = {};
      let total = 0;
      for (const [id, t] of last) {
        const spent = (t.ticks - (first.get(id)?.ticks ?? 0)) / TICKS_PER_S;
        if (spent <= 0) continue;
        byKind[t.kind] = Math.round(((byKind[t.kind] ?? 0) + spent) * 100) / 100;
        total += spent;
      }
      return { totalS: Math.round(total * 100) / 100, byKind };
    },
  };
}
