// What the reader does with the timeline of one document: the task shown, the time range zoomed
// to, and the row hovered (in the list or on a bar), lit up in both. Each document keeps its own.
import { createStore } from 'zustand/vanilla';
import { docPart, useDocPartState } from '../../docs/doc-part';
import type { ItemId } from '../../store/model';
import type { TimeRange } from '../../timeline/view-range';

export interface TimelineView {
  /** The task shown; null follows the latest one, as a live session starts new tasks. */
  task: number | null;
  /** null shows the whole task, and keeps showing all of it as a live task grows. */
  range: TimeRange | null;
  hovered: ItemId | null;
  showTask(task: number | null): void;
  setRange(range: TimeRange | null): void;
  hover(item: ItemId | null): void;
}

export const timelineStore = docPart(() =>
  createStore<TimelineView>()((set) => ({
    task: null,
    range: null,
    hovered: null,
    showTask: (task) => set({ task, range: null }),
    setRange: (range) => set({ range }),
    hover: (hovered) => set((s) => (s.hovered === hovered ? s : { hovered })),
  })),
);

/** One value of the timeline of the document around the component. */
export const useTimelineStore = <T>(selector: (s: TimelineView) => T): T =>
  useDocPartState(timelineStore, selector);
