// "Connect": a PenguinHarness session (history + stream, actions) or any SSE URL.
import { moveAmongTabs, tabIndexOf } from '../common/tab-keys';
import { useConnectPanelStore, type ConnectTab } from './connect-panel-store';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { PenguinForm } from './penguin-form';
import { SseUrlForm } from './sse-url-form';
import { ModalDialog } from '../common/modal-dialog';
import { DIALOG } from '../common/looks';
import { useT } from '../i18n/language-store';

/** The tabs are named after what they connect to: names, the same in every language. */
const TABS: readonly { id: ConnectTab; label: string }[] = [
  { id: 'penguin', label: 'PenguinHarness' },
  { id: 'sse', label: 'SSE URL' },
];

export function ConnectPanel() {
  const open = useIsOpen('connect');
  const tab = useConnectPanelStore((s) => s.tab);
  const { setTab } = useConnectPanelStore.getState();
  const hide = () => useLayoutStore.getState().toggle('connect', false);
  const t = useT();
  return (
    <ModalDialog
      open={open}
      data-testid="connect-panel"
      onClose={hide}
      className={`w-[min(46rem,calc(100vw-1.5rem))] p-0 ${DIALOG}`}
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="text-sm font-semibold">{t.live.panelTitle}</h2>
            <p className="text-xs text-fg-muted">{t.live.panelHint}</p>
          </div>
          <button
            type="button"
            aria-label={t.live.close}
            onClick={hide}
            className="rounded px-1.5 text-fg-faint hover:bg-raised-soft"
          >
            ✕
          </button>
        </div>
        <div
          role="tablist"
          aria-label={t.live.panelTitle}
          onKeyDown={moveAmongTabs}
          className="flex gap-1 border-b border-line"
        >
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              data-testid={`connect-tab-${id}`}
              aria-selected={tab === id}
              tabIndex={tabIndexOf(tab === id)}
              onClick={() => setTab(id)}
              className={`-mb-px border-b-2 px-2 py-1.5 text-xs font-medium ${tab === id ? 'border-indigo-600 text-accent dark:border-indigo-400' : 'border-transparent text-fg-muted hover:text-fg'}`}
            >
              {label}
            </button>
          ))}
        </div>
        {tab === 'penguin' ? <PenguinForm onDone={hide} /> : <SseUrlForm onDone={hide} />}
      </div>
    </ModalDialog>
  );
}
