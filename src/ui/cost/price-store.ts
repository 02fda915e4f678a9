// The price table in use: the built-in one until the reader edits a price; an edited table is
// kept in local storage, so it survives a reload. Whether the table is shown is the layout's
// ('price-table').
import { create } from 'zustand';
import { BUILT_IN_PRICES, parsePriceTable, type Price, type PriceTable } from '../../cost/prices';

const KEY = 'omniscope.prices';

function load(): PriceTable {
  try {
    return parsePriceTable(localStorage.getItem(KEY)) ?? BUILT_IN_PRICES;
  } catch {
    return BUILT_IN_PRICES;
  }
}

function save(table: PriceTable | undefined): void {
  try {
    if (table) localStorage.setItem(KEY, JSON.stringify(table));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or disabled storage: the edit lasts for this page only.
  }
}

const NO_PRICE: Price = { input: 0, cache_read: 0, cache_write: 0, output: 0 };

interface PriceState {
  table: PriceTable;
  /** Bumped by a reset, so the dialog's fields refill. */
  resets: number;
  /** Sets one kind of one model's price; a model not in the table starts at zero. */
  setPrice: (model: string, kind: keyof Price, value: number) => void;
  reset: () => void;
}

export const usePricesStore = create<PriceState>()((set) => ({
  table: load(),
  resets: 0,
  setPrice: (model, kind, value) =>
    set((s) => {
      const table = { ...s.table, [model]: { ...(s.table[model] ?? NO_PRICE), [kind]: value } };
      save(table);
      return { table };
    }),
  reset: () => {
    save(undefined);
    set((s) => ({ table: BUILT_IN_PRICES, resets: s.resets + 1 }));
  },
}));
