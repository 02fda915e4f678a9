// The served index's status, polled: its generation moves when a run changed the index (a
// watched file grew, a session was added), and the tables fetch again then.
import { useEffect, useState } from 'react';
import { fetchLibrary, type LibraryStatus } from './library-client';

const POLL_MS = 1000;

export function useLibraryStatus(): { status: LibraryStatus | null; error: string | null } {
  const [status, setStatus] = useState<LibraryStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await fetchLibrary<LibraryStatus>('status');
        if (stopped) return;
        setError(null);
        setStatus((prev) =>
          prev &&
          prev.generation === next.generation &&
          prev.indexing === next.indexing &&
          prev.error === next.error &&
          JSON.stringify(prev.progress) === JSON.stringify(next.progress)
            ? prev
            : next,
        );
      } catch (e) {
        if (!stopped) setError(e instanceof Error ? e.message : String(e));
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return { status, error };
}
