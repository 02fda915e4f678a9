// What the reader does with the timeline of the document on screen: the task shown, the time range zoomed to, and the row hovered (in the list or on a bar), lit up in both.
import { create } from 'zustand';
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
  reset(): void;
}

export const useTimelineView = create<TimelineView>()((set) => ({
  task: null,
  range: null,
  hovered: null,
  showTask: (task) => set({ task, range: null }),
  setRange: (range) => set({ range }),
  hover: (hovered) => set((s) => (s.hovered === hovered ? s : { hovered })),
  reset: () => set({ task: null, range: null, hovered: null }),
}));
