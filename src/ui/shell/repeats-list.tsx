// The calls that learned nothing: each repeat that got the same answer as the identical call
// before it (store/derive/repeat-answer.ts), with links to both rows. A repeat with a new answer
// is no problem (the tests run again after an edit): its badge says so, this list leaves it out.
import { formatInteger } from '../../i18n/count-of';
import { useLanguage, useT } from '../i18n/language-store';
import { RowLink } from '../stream-debugger/row-link';
import { useTraceView } from '../trace-context';

const SHOWN = 500;

export function RepeatsList() {
  const repeats = useTraceView('wastedRepeats');
  const t = useT();
  const language = useLanguage();
  const words = t.problems.panel;
  if (repeats.length === 0) return <p className="p-4 text-xs text-fg-muted">{words.noRepeat}</p>;
  return (
    <ol className="divide-y divide-line-faint">
      {repeats.slice(0, SHOWN).map((r) => (
        <li
          key={r.id}
          data-testid="repeat-problem"
          data-item={r.id}
          className="flex flex-col gap-1 px-3 py-2 text-xs"
        >
          <div>
            <RowLink item={r.id} testId="repeat-problem-row" />
          </div>
          <p className="text-fg">
            {words.repeatSame(r.ordinal)}
            <RowLink item={r.before} testId="repeat-problem-before" />
          </p>
        </li>
      ))}
      {repeats.length > SHOWN && (
        <li className="px-3 py-2 text-xs text-fg-faint">
          {words.more(formatInteger(language, repeats.length - SHOWN))}
        </li>
      )}
    </ol>
  );
}
