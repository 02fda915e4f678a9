// Over a document whose trace a worker holds (`engine=worker`, docs/architecture.md stage 3):
// says plainly what does not work there yet, rather than showing empty panels as if empty.
import { useT } from '../i18n/language-store';

export function EngineNotice() {
  const t = useT();
  return (
    <p
      role="note"
      data-testid="engine-worker-notice"
      className="border-b border-line bg-sunken px-3 py-1.5 text-xs text-fg-muted sm:px-5"
    >
      {t.shell.engineWorker}
    </p>
  );
}
