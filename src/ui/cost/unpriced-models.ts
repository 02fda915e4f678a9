// The models a price is missing for, in the reader's words: ids as they are, the unnamed one said.
import type { Catalog } from '../../i18n/catalogs';
import { UNKNOWN_MODEL } from '../../cost/spend';

export function unpricedModels(unpriced: readonly string[], t: Catalog['cost']): string {
  return unpriced.map((m) => (m === UNKNOWN_MODEL ? t.unknownModel : m)).join(t.modelSeparator);
}
