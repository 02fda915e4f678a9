import { FOCUS_OUTLINE } from '../common/looks';
import { useT } from '../i18n/language-store';

const LOOK = `text-xs font-medium text-white shadow-lg ring-1 ring-indigo-700/20 hover:bg-indigo-500 focus-visible:outline-offset-2 ${FOCUS_OUTLINE}`;

export function NewRowsButton({ count, onClick }: { count: number; onClick: () => void }) {
  const t = useT().list;
  if (count <= 0) return null;
  return (
    <button
      type="button"
      data-testid="new-rows"
      onClick={onClick}
      className={`absolute bottom-4 left-1/2 z-10 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1.5 ${LOOK}`}
    >
      {t.newRows(count)}
    </button>
  );
}
