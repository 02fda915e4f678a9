// The sessions behind one bar of the stats view (an approval decision, a retry cause): the first
// page when the bar opens, further pages when the reader asks, with how many there are in all.
// When the index changes, as many as are listed are asked again, those listed shown meanwhile.
import { useEffect, useState } from 'react';
import {
  DRILL_PAGE,
  DRILL_PAGE_MAX,
  type DrillPage,
  type SessionPick,
} from '../../../library/stats';
import { fetchLibrary, fetchRange } from '../library-client';

interface Listed {
  /** The bar's params these sessions are of: another bar starts again from its first page. */
  key: string;
  /** The index's generation they were listed from. */
  generation: number;
  total: number;
  sessions: readonly SessionPick[];
  loading: boolean;
  error: string | null;
}

export interface DrillSessions {
  /** Null until the first page is in (or while it failed). */
  sessions: readonly SessionPick[] | null;
  /** Sessions behind the bar beyond those listed. */
  rest: number;
  loading: boolean;
  error: string | null;
  /** Lists `count` more (fewer when no more follow). */
  more(count: number): void;
}

const page = (params: URLSearchParams, offset: number, limit: number) => {
  const p = new URLSearchParams(params);
  p.set('offset', String(offset));
  p.set('limit', String(limit));
  return fetchLibrary<DrillPage>('stats-sessions', p);
};

/** `count` sessions from `offset`, in answers of at most DRILL_PAGE_MAX. */
async function sessionsFrom(params: URLSearchParams, offset: number, count: number) {
  const { items, last } = await fetchRange(
    (at, limit) => page(params, at, limit),
    (got: DrillPage) => got.sessions,
    offset,
    count,
    DRILL_PAGE_MAX,
  );
  return { total: last?.total ?? 0, sessions: items };
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function useDrillSessions(
  params: URLSearchParams | null,
  generation: number,
): DrillSessions {
  const key = params?.toString() ?? null;
  const [listed, setListed] = useState<Listed | null>(null);
  const mine = listed !== null && listed.key === key ? listed : null;
  // Asked again, a list the reader had whole stays whole, however many sessions joined it.
  const whole = mine !== null && mine.error === null && mine.sessions.length >= mine.total;
  const listing = whole ? Infinity : Math.max(DRILL_PAGE, mine?.sessions.length ?? 0);

  useEffect(() => {
    if (key === null) return;
    // A bar closed or another opened before its answer came: the answer is of no list now.
    let wanted = true;
    const into = (got: Omit<Listed, 'key' | 'generation' | 'loading'>) =>
      wanted && setListed({ key, generation, ...got, loading: false });
    sessionsFrom(new URLSearchParams(key), 0, listing).then(
      (got) => into({ ...got, error: null }),
      (e: unknown) => into({ total: 0, sessions: [], error: messageOf(e) }),
    );
    return () => {
      wanted = false;
    };
    // Asked once per bar and generation: more listed meanwhile is the reader's, not a new ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  // The first page in: a failed one leaves nothing to list, only its error.
  const ready = mine !== null && (mine.sessions.length > 0 || mine.error === null);
  return {
    sessions: ready ? mine.sessions : null,
    rest: mine === null ? 0 : Math.max(0, mine.total - mine.sessions.length),
    loading: mine === null || mine.loading,
    error: mine?.error ?? null,
    more(count) {
      if (mine === null || mine.loading || params === null) return;
      const keep = mine.sessions;
      // A page asked of an older generation is not added to a list asked again since.
      const into = (patch: Partial<Listed>) =>
        setListed((l) =>
          l?.key === mine.key && l.generation === mine.generation
            ? { ...l, ...patch, loading: false }
            : l,
        );
      setListed({ ...mine, loading: true, error: null });
      sessionsFrom(params, keep.length, count).then(
        (got) => into({ total: got.total, sessions: [...keep, ...got.sessions] }),
        (e: unknown) => into({ error: messageOf(e) }),
      );
    },
  };
}
