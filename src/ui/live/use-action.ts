import { useCallback, useState } from 'react';

/** Runs one async action at a time and keeps its error to show. */
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
  return { busy, error, run };
}
