// What has no price, in the reader's words: the model ids as they are, and apart from them the
// requests that name no model (`UNKNOWN_MODEL` is a placeholder, not a model to list). An id is
// the trace's: its hidden characters show as codes, as in the model's name elsewhere.
import type { Catalog } from '../../i18n/catalogs';
import { UNKNOWN_MODEL } from '../../cost/spend';
import { revealInvisible } from '../common/invisible-chars';

export function noPriceText(unpriced: readonly string[], t: Catalog['cost']): string {
  const named = unpriced.filter((m) => m !== UNKNOWN_MODEL).map(revealInvisible);
  return t.noPrice(named.join(t.modelSeparator), named.length < unpriced.length);
}
