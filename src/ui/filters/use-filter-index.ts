// The filter index of the document on screen, advanced with each new trace.
import { useSyncExternalStore } from 'react';
import type { FilterIndex } from '../../store/filters/filter-index';
import { useRowsSource } from '../trace-context';

export function useFilterIndex(): FilterIndex {
  const source = useRowsSource();
  return useSyncExternalStore(source.subscribe, source.filterIndex);
}
