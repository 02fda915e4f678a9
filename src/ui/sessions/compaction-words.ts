// A compaction's status in the reader's language: its pill's label and what the tooltip adds,
// the producer's words with their hidden characters as codes.
import type { CompactionStatus } from '../../store/derive/compaction';
import type { Catalog } from '../../i18n/catalogs';
import { revealInvisible } from '../common/invisible-chars';

export function compactionWords(
  t: Catalog['sessions']['compaction'],
  s: CompactionStatus,
): { label: string; detail: string | undefined } {
  switch (s.ending) {
    case 'unfinished':
      return { label: t.neverFinished, detail: t.noEndDetail };
    case 'never-finished':
      return { label: t.neverFinished, detail: undefined };
    case 'compacting':
      return { label: t.compacting, detail: undefined };
    case 'completed':
      return { label: t.completed, detail: undefined };
    case 'aborted':
      return { label: t.aborted, detail: undefined };
    case 'failed':
      return {
        label: t.failedWith(revealInvisible(s.failure ?? '')),
        detail: s.error === undefined ? undefined : revealInvisible(s.error),
      };
  }
}
