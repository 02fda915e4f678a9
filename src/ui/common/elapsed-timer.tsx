import { useEffect, useState } from 'react';
import { formatElapsed } from './format';

/** Live time since `since` (ISO). Only this tiny component re-renders every second. */
export function ElapsedTimer({ since }: { since: string }) {
  const start = Date.parse(since);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (Number.isNaN(start)) return null;
  return (
    <span data-testid="elapsed-timer" className="font-mono tabular-nums">
      {formatElapsed(now - start)}
    </span>
  );
}
