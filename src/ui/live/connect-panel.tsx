// "Connect": a PenguinHarness session (history + stream, actions) or any SSE URL.
import { useConnectPanel, type ConnectTab } from './connect-panel-store';
import { PenguinForm } from './penguin-form';
import { SseUrlForm } from './sse-url-form';
import { useModalDialog } from '../common/use-modal-dialog';
import { DIALOG } from '../common/looks';

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
      className={`w-[min(46rem,calc(100vw-1.5rem))] p-0 ${DIALOG}`}
    >
      {open && (
        <div className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h2 className="text-sm font-semibold">Connect to a live session</h2>
              <p className="text-xs text-fg-muted">
                Messages render as they stream; the connection resumes after drops.
              </p>
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={hide}
              className="rounded px-1.5 text-fg-faint hover:bg-raised-soft"
            >
              ✕
            </button>
          </div>
          <div role="tablist" className="flex gap-1 border-b border-line">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                data-testid={`connect-tab-${t.id}`}
                aria-selected={tab === t.id}
                onClick={() => setTab(t.id)}
                className={`-mb-px border-b-2 px-2 py-1.5 text-xs font-medium ${tab === t.id ? 'border-indigo-600 text-accent dark:border-indigo-400' : 'border-transparent text-fg-muted hover:text-fg'}`}
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
