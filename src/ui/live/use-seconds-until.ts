import { useEffect, useState } from 'react';

/** Whole seconds until `at` (viewer clock), ticking while positive; undefined without a time. */
export function useSecondsUntil(at: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const left = at === undefined ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
  const counting = left !== undefined && left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [counting]);
  return left;
}
