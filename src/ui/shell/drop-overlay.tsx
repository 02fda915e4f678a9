// Files can be dropped anywhere on the window; the overlay says so while something is dragged.
import { useEffect, useState } from 'react';
import { filesFromDrop } from '../load/drop-entries';
import { openLocalFiles } from '../load/open-local';
import { useT } from '../i18n/language-store';

const carriesFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;

/** A faint indigo veil over the whole window that lets the drop through to the window. */
const VEIL = 'pointer-events-none fixed inset-0 z-50 bg-indigo-600/10 backdrop-blur-[1px]';
const CARD_TONE = 'border-indigo-500 bg-white/90 dark:bg-zinc-900/90';

export function DropOverlay() {
  const t = useT();
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    // dragenter/dragleave fire for every child crossed; a depth count tells when the window is left.
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(depth - 1, 0);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e) || !e.dataTransfer) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      void filesFromDrop(e.dataTransfer).then(({ files, hadFolder }) =>
        openLocalFiles(files, hadFolder),
      );
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  if (!dragging) return null;
  return (
    <div data-testid="drop-overlay" className={`${VEIL} grid place-items-center p-6`}>
      <div
        className={`rounded-xl border-2 border-dashed ${CARD_TONE} px-10 py-8 text-center shadow-xl`}
      >
        <div className="text-sm font-semibold text-accent">{t.shell.drop.title}</div>
        <div className="mt-1 text-xs text-fg-soft">{t.shell.drop.hint}</div>
      </div>
    </div>
  );
}
