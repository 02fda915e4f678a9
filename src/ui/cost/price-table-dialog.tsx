// The editable price table: the open trace's models first (a model without a price gets empty
// fields to fill in), then the rest of the table. Edits are kept at once; reset restores the
// built-in table.
import { memo } from 'react';
import type { Price } from '../../cost/prices';
import { ModalDialog } from '../common/modal-dialog';
import { DIALOG, FIELD } from '../common/looks';
import { DialogButton } from '../common/dialog-button';
import { usePricesStore } from './price-store';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';

const KINDS: readonly (keyof Price)[] = ['input', 'cache_read', 'cache_write', 'output'];
/** On a phone the fields are narrow: no room kept for a spin button beside the number. */
const NARROW_NUMBER =
  'max-sm:[appearance:textfield] max-sm:[&::-webkit-inner-spin-button]:appearance-none';

function PriceRow({ model }: { model: string }) {
  const t = useT().cost.table;
  const price = usePricesStore((s) => s.table[model]);
  const setPrice = usePricesStore((s) => s.setPrice);
  return (
    <tr data-testid="price-row" data-model={model} className="border-t border-line-faint">
      {/* Ids break at their hyphens, and anywhere only when a part is too long for the column. */}
      <td className="py-1 pr-2 font-mono text-xs break-words">{model}</td>
      {KINDS.map((kind) => (
        <td key={kind} className="py-1 pr-1">
          <input
            type="number"
            min={0}
            step="any"
            aria-label={t.priceOf(t.kind[kind], model)}
            data-testid="price-input"
            data-kind={kind}
            defaultValue={price?.[kind]}
            onChange={(e) => {
              const v = e.currentTarget.valueAsNumber;
              if (Number.isFinite(v) && v >= 0) setPrice(model, kind, v);
            }}
            className={`${FIELD} ${NARROW_NUMBER} w-14 bg-surface px-1 py-0.5 sm:w-20`}
          />
        </td>
      ))}
    </tr>
  );
}

/** The table and its buttons, drawn while the dialog is open: the trace's models first. */
function PriceTable({ models: lines, onClose }: { models: string; onClose: () => void }) {
  const t = useT().cost.table;
  const reset = usePricesStore((s) => s.reset);
  const table = usePricesStore((s) => s.table);
  const resets = usePricesStore((s) => s.resets);
  const models = lines ? lines.split('\n') : [];
  const rows = [...models, ...Object.keys(table).filter((m) => !models.includes(m))];
  return (
    <>
      <h2 id="price-table-title" className="text-sm font-semibold text-fg-strong">
        {t.title}
      </h2>
      <p className="mb-2 text-xs text-fg-muted">{t.note}</p>
      <div className="max-h-[60vh] overflow-auto">
        {/* Fields hold what the reader types; a reset remounts them with the built-in prices. */}
        <table className="w-full text-sm" key={resets}>
          <thead>
            <tr className="text-left text-xs text-fg-label">
              <th className="pr-2 font-medium">{t.model}</th>
              {KINDS.map((k) => (
                <th key={k} className="pr-1 font-medium">
                  {t.kind[k]}
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
        <DialogButton testId="price-table-reset" onClick={reset}>
          {t.reset}
        </DialogButton>
        <DialogButton testId="price-table-close" onClick={onClose}>
          {t.close}
        </DialogButton>
      </div>
    </>
  );
}

/**
 * `models`: the trace's, one per line. A string, and the dialog memoized on it: its parent renders
 * with every batch of a live session, and each render set the attributes of every price field.
 */
export const PriceTableDialog = memo(function PriceTableDialog({ models }: { models: string }) {
  const open = useIsOpen('price-table');
  const toggle = useLayoutStore((s) => s.toggle);
  const close = () => toggle('price-table', false);
  return (
    <ModalDialog
      open={open}
      data-testid="price-table"
      aria-labelledby="price-table-title"
      onClose={close}
      className={`${DIALOG} w-[min(40rem,calc(100vw-2rem))] p-4`}
    >
      <PriceTable models={models} onClose={close} />
    </ModalDialog>
  );
});
