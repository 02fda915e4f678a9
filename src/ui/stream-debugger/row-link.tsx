// A link from the stream debugger to a conversation row, named as the conversation shows it
// ("Turn 3 · assistant text"); the item id stays in the title for whoever needs it.
import type { ItemId } from '../../store/model';
import { itemName } from '../../stream-debugger/item-name';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';

export const LINK = 'text-accent underline-offset-2 hover:underline';

export function RowLink({
  item,
  testId,
  onClick,
}: {
  item: ItemId;
  testId: string;
  /** Done before the row is revealed (a selection that lights it up). */
  onClick?: () => void;
}) {
  const t = useT().streamDebugger;
  const place = useTraceView('itemPlace', item);
  const name = place ? itemName(place, t.itemName) : t.rowLink.fallback(item);
  const reveal = useRevealItem();
  return (
    <button
      type="button"
      data-testid={testId}
      data-for-item={item}
      title={t.rowLink.title(item)}
      onClick={() => {
        onClick?.();
        reveal(item);
      }}
      className={LINK}
    >
      {name}
    </button>
  );
}
