// What a model's tokens cost: US dollars per million tokens of each kind. A built-in table for
// the common models, which the reader can edit (the edited table is kept by the UI).

export interface Price {
  input: number;
  cache_read: number;
  cache_write: number;
  output: number;
}

/** Model id (or the start of one: dated ids share their family's price) → price. */
export type PriceTable = Readonly<Record<string, Price>>;

const p = (input: number, cache_read: number, cache_write: number, output: number): Price => ({
  input,
  cache_read,
  cache_write,
  output,
});

/** List prices as published by the vendors (cache write: the 5-minute write where it differs). */
export const BUILT_IN_PRICES: PriceTable = {
  'claude-opus-4': p(15, 1.5, 18.75, 75),
  'claude-opus-4-5': p(5, 0.5, 6.25, 25),
  'claude-sonnet-4': p(3, 0.3, 3.75, 15),
  'claude-3-7-sonnet': p(3, 0.3, 3.75, 15),
  'claude-3-5-sonnet': p(3, 0.3, 3.75, 15),
  'claude-haiku-4-5': p(1, 0.1, 1.25, 5),
  'claude-3-5-haiku': p(0.8, 0.08, 1, 4),
  'gpt-4o': p(2.5, 1.25, 2.5, 10),
  'gpt-4o-mini': p(0.15, 0.075, 0.15, 0.6),
  'gpt-4.1': p(2, 0.5, 2, 8),
  'gpt-4.1-mini': p(0.4, 0.1, 0.4, 1.6),
  'gpt-4.1-nano': p(0.1, 0.025, 0.1, 0.4),
  'gpt-5': p(1.25, 0.125, 1.25, 10),
  'gpt-5-mini': p(0.25, 0.025, 0.25, 2),
  o1: p(15, 7.5, 15, 60),
  o3: p(2, 0.5, 2, 8),
  'o3-mini': p(1.1, 0.55, 1.1, 4.4),
  'o4-mini': p(1.1, 0.275, 1.1, 4.4),
  'gemini-2.5-pro': p(1.25, 0.31, 1.25, 10),
  'gemini-2.5-flash': p(0.3, 0.075, 0.3, 2.5),
  'gemini-2.0-flash': p(0.1, 0.025, 0.1, 0.4),
};

const matched = new WeakMap<PriceTable, Map<string, Price | undefined>>();

/**
 * The price of `model`: its exact id, else the longest table id it starts with after an optional
 * provider prefix ("anthropic/claude-sonnet-4-5-20250929" → "claude-sonnet-4").
 */
export function priceFor(table: PriceTable, model: string | undefined): Price | undefined {
  if (model === undefined) return undefined;
  // Own keys only: a model named "constructor" is not priced by Object.prototype.
  const exact = Object.hasOwn(table, model) ? table[model] : undefined;
  if (exact) return exact;
  // Every request is priced: the prefix search is done once per table and model.
  let found = matched.get(table);
  if (!found) matched.set(table, (found = new Map()));
  if (found.has(model)) return found.get(model);
  const id = model.slice(model.lastIndexOf('/') + 1);
  let best: string | undefined;
  for (const k of Object.keys(table))
    if ((id === k || id.startsWith(`${k}-`)) && (best === undefined || k.length > best.length))
      best = k;
  const price = best === undefined ? undefined : table[best];
  found.set(model, price);
  return price;
}

const KINDS = ['input', 'cache_read', 'cache_write', 'output'] as const;

const isPrice = (v: unknown): v is Price =>
  typeof v === 'object' &&
  v !== null &&
  KINDS.every((k) => {
    const n = (v as Record<string, unknown>)[k];
    return typeof n === 'number' && Number.isFinite(n) && n >= 0;
  });

/** A stored table, or undefined when the text is not one (a hand-edited or older store). */
export function parsePriceTable(text: string | null): PriceTable | undefined {
  if (text === null) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const entries = Object.entries(v as Record<string, unknown>);
    if (!entries.every(([, x]) => isPrice(x))) return undefined;
    return Object.fromEntries(entries) as PriceTable;
  } catch {
    return undefined;
  }
}
