// The split between the conversation and the inspector: drag it, or focus it and use the arrow
// keys; a double click gives the panel its default share back.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { INSPECTOR_STEP_PX, useInspectorHeightStore } from './inspector-height';
import { useT } from '../i18n/language-store';

const SPLIT_CLASS =
  'h-1.5 shrink-0 cursor-row-resize border-t border-line bg-raised-soft hover:bg-line focus-visible:bg-line focus-visible:outline-none';

export function InspectorSplit({ panel }: { panel: () => HTMLElement | null }) {
  const t = useT().streamDebugger;
  const px = useInspectorHeightStore((s) => s.px);
  const set = useInspectorHeightStore((s) => s.set);
  const drag = useRef<{ y: number; height: number } | null>(null);
  // What the panel really takes: a height chosen past what the window leaves is drawn smaller.
  const current = () => panel()?.getBoundingClientRect().height ?? px ?? 0;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { y: e.clientY, height: current() };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) set(drag.current.height + drag.current.y - e.clientY);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step =
      e.key === 'ArrowUp' ? INSPECTOR_STEP_PX : e.key === 'ArrowDown' ? -INSPECTOR_STEP_PX : 0;
    if (step === 0) return;
    e.preventDefault();
    set(current() + step);
  };
  return (
    <div
      data-testid="inspector-split"
      role="separator"
      aria-orientation="horizontal"
      aria-label={t.resizeInspector}
      aria-valuenow={Math.round(current())}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onDoubleClick={() => set(null)}
      onKeyDown={onKeyDown}
      title={t.resizeTitle}
      className={SPLIT_CLASS}
    />
  );
}
