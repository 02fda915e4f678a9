// `?`: every shortcut, in a modal dialog (Esc or the button closes it).
import { ModalDialog } from '../common/modal-dialog';
import { helpLines } from './keymap';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { DIALOG } from '../common/looks';
import { DialogButton } from '../common/dialog-button';
import { useT } from '../i18n/language-store';
import { useDoc } from '../../docs/doc-context';

export function ShortcutsDialog() {
  const t = useT();
  const inWorker = useDoc().remote !== null;
  const open = useIsOpen('shortcuts');
  const toggle = useLayoutStore((s) => s.toggle);
  const close = () => toggle('shortcuts', false);
  return (
    <ModalDialog
      open={open}
      data-testid="shortcuts-dialog"
      aria-labelledby="shortcuts-title"
      onClose={close}
      className={`${DIALOG} w-[min(32rem,calc(100vw-2rem))] p-4`}
    >
      <h2 id="shortcuts-title" className="mb-2 text-sm font-semibold text-fg-strong">
        {t.keyboard.title}
      </h2>
      <table className="w-full text-sm">
        <tbody>
          {helpLines(inWorker).map((s) => (
            <tr key={s.label} data-testid="shortcut" className="border-t border-line-faint">
              <td className="py-1 pr-3 whitespace-nowrap">
                {s.keys.map((k) => (
                  <kbd
                    key={k}
                    className="mr-1 rounded border border-line bg-sunken px-1.5 font-mono text-xs"
                  >
                    {k}
                  </kbd>
                ))}
              </td>
              <td className="py-1 text-fg-soft">{t.keyboard.shortcuts[s.label]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 text-right">
        <DialogButton testId="shortcuts-close" onClick={close}>
          {t.common.close}
        </DialogButton>
      </div>
    </ModalDialog>
  );
}
