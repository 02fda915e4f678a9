// The inspector's height, chosen by dragging the split above it: kept across documents and
// reloads (a layout preference, not a document's state).
import { create } from 'zustand';

const KEY = 'omniscope.inspectorHeight';
/** Below this the panel shows no more than its header and a row or two. */
export const INSPECTOR_MIN_PX = 96;
/** A keyboard step of the split. */
export const INSPECTOR_STEP_PX = 32;

/** A height in pixels within the panel's bounds, or null (the default share of the window). */
export function clampInspectorHeight(px: number | null, viewport: number): number | null {
  if (px === null || !Number.isFinite(px)) return null;
  return Math.round(Math.min(Math.max(px, INSPECTOR_MIN_PX), Math.max(INSPECTOR_MIN_PX, viewport)));
}

function readHeight(): number | null {
  if (typeof localStorage === 'undefined') return null;
  const stored = Number(localStorage.getItem(KEY) ?? NaN);
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

interface InspectorHeight {
  /** Pixels, or null for the default share. */
  px: number | null;
  set(px: number | null): void;
}

export const useInspectorHeightStore = create<InspectorHeight>()((set) => ({
  px: readHeight(),
  set: (px) => {
    const next = clampInspectorHeight(
      px,
      typeof window === 'undefined' ? (px ?? 0) : window.innerHeight,
    );
    if (typeof localStorage !== 'undefined') {
      if (next === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, String(next));
    }
    set({ px: next });
  },
}));
