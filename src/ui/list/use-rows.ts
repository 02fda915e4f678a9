import { useSyncExternalStore } from 'react';
import type { RowList } from '../../store/rows';
import { useRowsSource } from '../trace-context';

/** The flat rows of the trace as the reader chose to see it; a new list only when one changed. */
export function useRows(): RowList {
  const source = useRowsSource();
  return useSyncExternalStore(source.subscribe, source.rows);
}
