// A value that may have been left in its file (protocol/kept-value.ts): read when the component
// showing it mounts, dropped with it, so only the rows on screen hold their images.
import { useEffect, useState } from 'react';
import { keptTextRef, keptValueOf } from '../../protocol/kept-value';
import { readKeptValue, readKeptValues } from '../../ingest/kept-files';

export type KeptRead =
  { state: 'ready'; value: string } | { state: 'reading' } | { state: 'failed' };

export function useKeptValue(value: string): KeptRead {
  const [read, setRead] = useState<{ of: string; result: KeptRead } | null>(null);
  const kept = keptValueOf(value);
  useEffect(() => {
    if (!kept) return;
    let live = true;
    readKeptValue(kept).then(
      (text) => live && setRead({ of: value, result: { state: 'ready', value: text } }),
      () => live && setRead({ of: value, result: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `kept` is parsed from `value` on every render: the value is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  if (!kept) return { state: 'ready', value };
  return read?.of === value ? read.result : { state: 'reading' };
}

/** What to show of a text now: itself, read from its file, or until then its preview. */
export const shownText = (value: string, read: KeptRead): string =>
  read.state === 'ready' ? read.value : (keptTextRef(value)?.preview ?? '');

/** Kept texts read back by reference; null for one that could not be read. */
export type KeptTexts = ReadonlyMap<string, string | null>;

/**
 * The texts of `refs` (references to values kept in their file), read together, neighbours in
 * one slice: a view that needs many at once, such as a comparison, asks for them here. `pending`
 * while any is still being read.
 */
export function useKeptTexts(refs: readonly string[]): { texts: KeptTexts; pending: boolean } {
  const [texts, setTexts] = useState<KeptTexts>(() => new Map());
  const missing = refs.filter((r) => !texts.has(r));
  const key = missing.join('\n');
  useEffect(() => {
    if (missing.length === 0) return;
    let live = true;
    const kept = missing.map((r) => keptValueOf(r));
    void readKeptValues(kept.filter((k) => k !== null)).then((read) => {
      if (!live) return;
      setTexts((prev) => {
        const next = new Map(prev);
        let at = 0;
        missing.forEach((ref, i) => next.set(ref, kept[i] ? (read[at++] ?? null) : ref));
        return next;
      });
    });
    return () => {
      live = false;
    };
    // The refs still missing are what change; `missing` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { texts, pending: missing.length > 0 };
}
