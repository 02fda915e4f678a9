// The whole browser's memory, as the issue asks (all its processes, not one page's JS heap): the
// proportional set size of every process this bench started, from /proc. Linux only; elsewhere
// the figure is null.
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function pssKB(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The processes descending from this one (the browser and its renderers, GPU, utility). */
export function descendantPids(): number[] | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return null;
  }
  const parents = new Map(pids.map((p) => [p, parentOf(p)]));
  const descends = (pid: number): boolean => {
    for (let p = parents.get(pid); p; p = parents.get(p)) if (p === process.pid) return true;
    return false;
  };
  return pids.filter(descends);
}

/** MB of all processes descending from this one. */
export function childProcessesMB(): number | null {
  const pids = descendantPids();
  return pids === null ? null : pids.reduce((kb, pid) => kb + pssKB(pid), 0) / 1024;
}

/** Samples `childProcessesMB` every `ms` until stopped; the peak in MB. */
export function peakProcessMemory(ms = 500): {
  stop(): Promise<number | null>;
  /** The peak so far, with a sample taken now. */
  sofar(): number | null;
} {
  let peak: number | null = null;
  const sample = () => {
    const mb = childProcessesMB();
    if (mb !== null) peak = Math.max(peak ?? 0, mb);
  };
  const timer = setInterval(sample, ms);
  return {
    sofar() {
      sample();
      return peak;
    },
    async stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
