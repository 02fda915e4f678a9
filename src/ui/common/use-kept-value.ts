// A value that may have been left in its file (protocol/kept-value.ts): read when the component
// showing it mounts, dropped with it, so only the rows on screen hold their images.
import { useEffect, useState } from 'react';
import { keptTextRef, keptValueOf } from '../../protocol/kept-value';
import { readKeptValue, readValue } from '../../ingest/kept-files';

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

/**
 * The texts of `refs` (references to values kept in their file) read so far: a view that needs
 * many at once, such as a comparison, asks for them together. A value that cannot be read stays
 * missing.
 */
export function useKeptTexts(refs: readonly string[]): ReadonlyMap<string, string> {
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(() => new Map());
  const missing = refs.filter((r) => !texts.has(r));
  const key = missing.join('\n');
  useEffect(() => {
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(missing.map((r) => readValue(r).catch(() => null))).then((read) => {
      if (!live) return;
      setTexts((prev) => {
        const next = new Map(prev);
        read.forEach((v, i) => {
          const ref = missing[i];
          if (v !== null && ref !== undefined) next.set(ref, v);
        });
        return next;
      });
    });
    return () => {
      live = false;
    };
    // The refs still missing are what change; `missing` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return texts;
}
