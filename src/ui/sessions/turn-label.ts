// The one name of a request's turn, for the divider, a retry's card, the context view and the
// outline: "Turn 7", or the compaction's own request, which is no turn (store/turns.ts).
import type { Catalog } from '../../i18n/catalogs';
import { currentCatalog } from '../i18n/language-store';

/** Components pass their `useT()` catalog so the name follows a change of language. */
export function turnLabel(
  { turn, compaction }: { turn: number; compaction: boolean },
  t: Catalog = currentCatalog(),
): string {
  return compaction ? t.sessions.compactionRequest : t.sessions.turn(turn);
}
