import { useState } from 'react';
import { openPastedText } from '../load/open-text';
import { useShellStore } from './shell-store';
import { useModalDialog } from '../common/use-modal-dialog';

export function PasteDialog() {
  const open = useShellStore((s) => s.pasteOpen);
  const setOpen = useShellStore((s) => s.setPasteOpen);
  const [text, setText] = useState('');
  const ref = useModalDialog(open);

  const submit = () => {
    openPastedText(text);
    setText('');
    setOpen(false);
  };

  return (
    <dialog
      ref={ref}
      data-testid="paste-dialog"
      onClose={() => setOpen(false)}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface-raised p-0 text-fg-strong shadow-xl backdrop:bg-zinc-950/40"
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
          <h2 className="text-sm font-semibold">Paste JSONL</h2>
          <p className="text-xs text-fg-muted">
            One OmniMessage record per line, as in a Trace file or a log.
          </p>
        </div>
        <textarea
          data-testid="paste-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          rows={12}
          placeholder='{"timestamp":"…","type":"model_msg","payload":{…}}'
          className="w-full resize-y rounded-md border border-line-strong bg-well p-2 font-mono text-xs whitespace-pre focus:border-indigo-500 focus:outline-none"
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md px-3 py-1.5 text-xs font-medium text-fg-label ring-1 ring-line-strong hover:bg-raised-soft"
          >
            Cancel
          </button>
          <button
            type="submit"
            data-testid="paste-submit"
            disabled={text.trim() === ''}
            className="rounded-md bg-indigo-600 px-3 py-1.5 text-xs font-medium text-white hover:bg-indigo-500 disabled:opacity-50"
          >
            Open
          </button>
        </div>
      </form>
    </dialog>
  );
}
