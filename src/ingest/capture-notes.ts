// The comments Omniscope's capture writer adds to a `.sse` file: a header naming the source and,
// before each event or comment, its arrival on the viewer clock. Reading a capture turns them back
// into arrival times instead of keeping them as comments, so a capture opened and saved again is
// the same capture, not one with every note doubled.
import type { SseItem } from './types';

const HEADER = 'omniscope capture of ';
const ARRIVED = /^\s*arrived (\S+)\s*$/;

export function captureHeader(source: string): string {
  return `${HEADER}${source.replace(/[\r\n]+/g, ' ')}`;
}

export function arrivalNote(time: number): string {
  return `arrived ${new Date(time).toISOString()}`;
}

/**
 * Reads a capture's items in order. `next` returns null for a writer's note (consumed), else the
 * arrival time written just before the item, if any. Kept across chunks of a streamed file.
 */
export class CaptureNotes {
  private pending: number | undefined;

  next(item: SseItem): { arrival?: number } | null {
    if (item.kind === 'comment') {
      if (item.text.trimStart().startsWith(HEADER)) return null;
      const m = ARRIVED.exec(item.text);
      const t = m?.[1] === undefined ? NaN : Date.parse(m[1]);
      if (!Number.isNaN(t)) {
        this.pending = t;
        return null;
      }
    }
    const arrival = this.pending;
    this.pending = undefined;
    return arrival === undefined ? {} : { arrival };
  }
}

export interface CaptureTimeline {
  /** The events, in order: what a replay counts, paces and seeks by. */
  events: SseItem[];
  /** Each event's arrival, where the capture wrote one. */
  times: (number | undefined)[];
  /** The comments received just before event `i` (at `events.length`: after the last one). */
  commentsBefore: Map<number, SseItem[]>;
}

/** A whole capture's items as a replay plays them: events, their arrivals, comments beside. */
export function captureTimeline(items: readonly SseItem[]): CaptureTimeline {
  const notes = new CaptureNotes();
  const out: CaptureTimeline = { events: [], times: [], commentsBefore: new Map() };
  for (const item of items) {
    const note = notes.next(item);
    if (note === null) continue;
    if (item.kind === 'comment') {
      const at = out.events.length;
      out.commentsBefore.set(at, [...(out.commentsBefore.get(at) ?? []), item]);
      continue;
    }
    out.events.push(item);
    out.times.push(note.arrival);
  }
  return out;
}
