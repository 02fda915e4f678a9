// A link named a PenguinHarness server the reader has not chosen (`?server=`): nothing is sent
// to it until the reader, reading its origin here, says so. Connecting would send the reader's
// cookie there and show a sign-in form whose password goes there too.
import { openLive } from '../../docs/open-live';
import { trustServer } from '../../docs/trusted-servers';
import { PRIMARY, SECONDARY } from '../live/form-styles';
import { DialogButton } from '../common/dialog-button';
import { usePanelFocus } from '../common/use-panel-focus';
import { useShellStore, type ServerToConfirm } from './shell-store';
import { useT } from '../i18n/language-store';

/** Stacked on a narrow window, text and buttons side by side on a wider one. */
const BAR =
  'flex flex-col gap-x-4 gap-y-2 border-b border-warn-edge bg-warn-tint px-4 py-2 text-xs ' +
  'sm:flex-row sm:items-center';

export function ServerConfirm() {
  const server = useShellStore((s) => s.serverToConfirm);
  const set = useShellStore((s) => s.setServerToConfirm);
  if (!server) return null;
  return <ConfirmBar server={server} onDone={() => set(null)} />;
}

/** Takes the focus when it appears (an alert dialog asks first); Escape is "Don’t connect". */
function ConfirmBar({ server, onDone }: { server: ServerToConfirm; onDone(): void }) {
  const t = useT();
  const focus = usePanelFocus<HTMLDivElement>(onDone);
  const connect = () => {
    trustServer(server.origin, location.href);
    onDone();
    for (const source of server.sessions) openLive(source);
  };
  const count = server.sessions.length;
  return (
    <div
      {...focus}
      role="alertdialog"
      aria-labelledby="server-confirm-title"
      data-testid="server-confirm"
      className={`${BAR} outline-none`}
    >
      <p id="server-confirm-title" className="min-w-0 text-fg-label sm:flex-1">
        {t.shell.serverConfirm.lead(count)}{' '}
        <span
          data-testid="server-confirm-origin"
          className="inline-block max-w-full font-mono font-semibold wrap-anywhere text-fg"
        >
          {server.origin}
        </span>
        {t.shell.serverConfirm.rest(count)}
      </p>
      <span className="flex flex-wrap gap-2">
        <DialogButton testId="server-confirm-cancel" onClick={onDone} look={SECONDARY}>
          {t.shell.serverConfirm.cancel}
        </DialogButton>
        <button
          type="button"
          data-testid="server-confirm-connect"
          onClick={connect}
          className={PRIMARY}
        >
          {t.shell.serverConfirm.connectTo(server.origin)}
        </button>
      </span>
    </div>
  );
}
