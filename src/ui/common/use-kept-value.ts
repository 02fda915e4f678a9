// A value that may have been left in its file (protocol/kept-value.ts): read when the component
// showing it mounts, dropped with it, so only the rows on screen hold their images.
import { useEffect, useState } from 'react';
import { keptValueOf } from '../../protocol/kept-value';
import { readKeptValue } from '../../ingest/kept-files';

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
