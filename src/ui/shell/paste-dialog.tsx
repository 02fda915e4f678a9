import { useState } from 'react';
import { openPastedText } from '../load/open-text';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { useModalDialog } from '../common/use-modal-dialog';
import { DIALOG, FIELD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../common/looks';
import { useT } from '../i18n/language-store';

/** Protocol field names, the same in every language. */
const PLACEHOLDER = '{"timestamp":"…","type":"model_msg","payload":{…}}';

export function PasteDialog() {
  const t = useT();
  const open = useIsOpen('paste');
  const toggle = useLayoutStore((s) => s.toggle);
  const close = () => toggle('paste', false);
  const [text, setText] = useState('');
  const ref = useModalDialog(open);

  const submit = () => {
    openPastedText(text);
    setText('');
    close();
  };

  return (
    <dialog
      ref={ref}
      data-testid="paste-dialog"
      onClose={close}
      className={`w-[min(40rem,calc(100vw-2rem))] p-0 ${DIALOG}`}
    >
      <form
        method="dialog"
        className="flex flex-col gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          <h2 className="text-sm font-semibold">{t.shell.pasteDialog.title}</h2>
          <p className="text-xs text-fg-muted">{t.shell.pasteDialog.hint}</p>
        </div>
        <textarea
          data-testid="paste-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          rows={12}
          placeholder={PLACEHOLDER}
          className={`w-full resize-y bg-well p-2 whitespace-pre ${FIELD}`}
        />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={`py-1.5 ${SECONDARY_BUTTON}`}>
            {t.common.cancel}
          </button>
          <button
            type="submit"
            data-testid="paste-submit"
            disabled={text.trim() === ''}
            className={`py-1.5 ${PRIMARY_BUTTON}`}
          >
            {t.common.open}
          </button>
        </div>
      </form>
    </dialog>
  );
}
