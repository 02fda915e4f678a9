// Controls of a replayed capture or Trace: play, pause, one event at a time, seek, and pace from
// a tenth of the recorded speed to a hundred times it.
import { useReducer } from 'react';
import { MAX_SPEED, MIN_SPEED } from '../../ingest/replay';
import { useDoc } from '../../docs/doc-context';
import { useLogVersion, useStreamDebugger } from './stream-debugger-context';
import { useT } from '../i18n/language-store';

const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 50, 100].filter(
  (s) => s >= MIN_SPEED && s <= MAX_SPEED,
);

const BUTTON =
  'h-7 rounded px-2 text-xs font-medium ring-1 ring-line hover:bg-raised-soft disabled:opacity-40';

export function ReplayControls() {
  const t = useT().streamDebugger.replay;
  const doc = useDoc();
  // Also re-reads while the replay plays and whenever the document's events change.
  useLogVersion(useStreamDebugger().log);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const replay = doc.liveController?.replay;
  if (!replay) return null;
  const act = (f: () => void) => () => {
    f();
    refresh();
  };
  return (
    <div
      data-testid="replay-controls"
      data-playing={replay.playing}
      data-position={replay.position}
      className="flex flex-wrap items-center gap-2 border-t border-line px-3 py-1.5 text-xs"
    >
      <span className="font-medium text-fg-faint">{t.title}</span>
      <button
        type="button"
        data-testid="replay-play"
        onClick={act(() => (replay.playing ? replay.pause() : replay.play()))}
        className={BUTTON}
      >
        {replay.playing ? t.pause : t.play}
      </button>
      <button
        type="button"
        data-testid="replay-step"
        disabled={replay.position >= replay.length}
        onClick={act(() => {
          replay.pause();
          replay.step();
        })}
        className={BUTTON}
      >
        {t.step}
      </button>
      <input
        type="range"
        aria-label={t.position}
        data-testid="replay-seek"
        min={0}
        max={replay.length}
        value={replay.position}
        onChange={(e) => act(() => replay.seek(Number(e.target.value)))()}
        className="min-w-24 flex-1 accent-indigo-600"
      />
      <span className="w-20 font-mono tabular-nums" data-testid="replay-position">
        {replay.position}/{replay.length}
      </span>
      <select
        aria-label={t.speed}
        data-testid="replay-speed"
        value={replay.currentSpeed}
        onChange={(e) => act(() => replay.setSpeed(Number(e.target.value)))()}
        className="h-7 rounded border border-line-soft bg-surface-raised px-1"
      >
        {[...new Set([...SPEEDS, replay.currentSpeed])]
          .sort((a, b) => a - b)
          .map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
      </select>
    </div>
  );
}
