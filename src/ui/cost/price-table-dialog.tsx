// The editable price table: the open trace's models first (a model without a price gets empty
// fields to fill in), then the rest of the table. Edits are kept at once; reset restores the
// built-in table.
import type { Price } from '../../cost/prices';
import { useModalDialog } from '../common/use-modal-dialog';
import { DIALOG, DIALOG_BUTTON, FIELD } from '../common/looks';
import { usePrices } from './price-store';

const KINDS: readonly (readonly [keyof Price, string])[] = [
  ['input', 'Input'],
  ['cache_read', 'Cache read'],
  ['cache_write', 'Cache write'],
  ['output', 'Output'],
];

function PriceRow({ model }: { model: string }) {
  const price = usePrices((s) => s.table[model]);
  const setPrice = usePrices((s) => s.setPrice);
  return (
    <tr data-testid="price-row" data-model={model} className="border-t border-line-faint">
      <td className="py-1 pr-2 font-mono text-xs wrap-anywhere">{model}</td>
      {KINDS.map(([kind, label]) => (
        <td key={kind} className="py-1 pr-1">
          <input
            type="number"
            min={0}
            step="any"
            aria-label={`${label} price of ${model}`}
            data-testid="price-input"
            data-kind={kind}
            defaultValue={price?.[kind]}
            onChange={(e) => {
              const v = e.currentTarget.valueAsNumber;
              if (Number.isFinite(v) && v >= 0) setPrice(model, kind, v);
            }}
            className={`${FIELD} w-20 bg-surface px-1 py-0.5`}
          />
        </td>
      ))}
    </tr>
  );
}

export function PriceTableDialog({ models }: { models: readonly string[] }) {
  const open = usePrices((s) => s.open);
  const setOpen = usePrices((s) => s.setOpen);
  const reset = usePrices((s) => s.reset);
  const table = usePrices((s) => s.table);
  const resets = usePrices((s) => s.resets);
  const ref = useModalDialog(open);
  const rows = [...models, ...Object.keys(table).filter((m) => !models.includes(m))];
  return (
    <dialog
      ref={ref}
      data-testid="price-table"
      aria-labelledby="price-table-title"
      onClose={() => setOpen(false)}
      className={`${DIALOG} w-[min(40rem,calc(100vw-2rem))] p-4`}
    >
      <h2 id="price-table-title" className="text-sm font-semibold text-fg-strong">
        Prices (US$ per million tokens)
      </h2>
      <p className="mb-2 text-xs text-fg-muted">
        Kept in this browser. Dated ids use their family’s price.
      </p>
      <div className="max-h-[60vh] overflow-auto">
        {/* Fields hold what the reader types; a reset remounts them with the built-in prices. */}
        <table className="w-full text-sm" key={resets}>
          <thead>
            <tr className="text-left text-xs text-fg-label">
              <th className="pr-2 font-medium">Model</th>
              {KINDS.map(([k, label]) => (
                <th key={k} className="pr-1 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <PriceRow key={m} model={m} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          data-testid="price-table-reset"
          onClick={reset}
          className={DIALOG_BUTTON}
        >
          Reset to built-in
        </button>
        <button
          type="button"
          data-testid="price-table-close"
          onClick={() => setOpen(false)}
          className={DIALOG_BUTTON}
        >
          Close
        </button>
      </div>
    </dialog>
  );
}
