// "Connect": a PenguinHarness session (history + stream, actions) or any SSE URL.
import { useConnectPanel, type ConnectTab } from './connect-panel-store';
import { PenguinForm } from './penguin-form';
import { SseUrlForm } from './sse-url-form';
import { useModalDialog } from '../common/use-modal-dialog';

const TABS: { id: ConnectTab; label: string }[] = [
  { id: 'penguin', label: 'PenguinHarness' },
  { id: 'sse', label: 'SSE URL' },
];

export function ConnectPanel() {
  const open = useConnectPanel((s) => s.open);
  const tab = useConnectPanel((s) => s.tab);
  const { hide, setTab } = useConnectPanel.getState();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      data-testid="connect-panel"
      onClose={hide}
      className="m-auto w-[min(46rem,calc(100vw-1.5rem))] rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/40 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
    >
      {open && (
        <div className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h2 className="text-sm font-semibold">Connect to a live session</h2>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                Messages render as they stream; the connection resumes after drops.
              </p>
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={hide}
              className="rounded px-1.5 text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              ✕
            </button>
          </div>
          <div role="tablist" className="flex gap-1 border-b border-zinc-200 dark:border-zinc-800">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                data-testid={`connect-tab-${t.id}`}
                aria-selected={tab === t.id}
                onClick={() => setTab(t.id)}
                className={`-mb-px border-b-2 px-2 py-1.5 text-xs font-medium ${tab === t.id ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300' : 'border-transparent text-zinc-500 hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-200'}`}
              >
                {t.label}
              </button>
            ))}
          </div>
          {tab === 'penguin' ? <PenguinForm onDone={hide} /> : <SseUrlForm onDone={hide} />}
        </div>
      )}
    </dialog>
  );
}
