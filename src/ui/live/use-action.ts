import { useCallback, useState } from 'react';
import { useT } from '../i18n/language-store';
import { refusalText } from './refusal-text';

/** Runs one async action at a time and keeps its error to show, in the reader's words. */
export function useAction(): {
  busy: boolean;
  error: string | null;
  run(action: () => Promise<void>): void;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback((action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    action().then(
      () => setBusy(false),
      (e: unknown) => {
        setBusy(false);
        setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, []);
  const words = useT().live;
  return { busy, error: error === null ? null : refusalText(error, words), run };
}
