// A protocol violation in context: the rule said plainly, the event that broke it in the
// inspector, and the row it concerns in the conversation.
import type { Violation } from '../../store/model';
import { explainRule } from '../../stream-debugger/rule-explanations';
import { shownItemOf } from '../../stream-debugger/shown-items';
import { useT } from '../i18n/language-store';
import { LINK, RowLink } from './row-link';
import { useOptionalStreamDebugger } from './stream-debugger-context';
import { useStreamDebuggerApi } from './stream-debugger-store';
import { useLayoutStore } from '../layout/layout-store';

export function ViolationLinks({ violation }: { violation: Violation }) {
  const t = useT();
  const debug = useOptionalStreamDebugger();
  const debuggerApi = useStreamDebuggerApi();
  const explanation = explainRule(t.problems, violation.rule);
  const event = violation.at && debug ? debug.log.indexOfLoc(violation.at) : undefined;
  const item = event === undefined || !debug ? undefined : shownItemOf(debug, event);
  const showEvent = () => {
    if (event === undefined) return;
    const view = debuggerApi.getState();
    view.setFilter({ only: undefined });
    view.select(event, item === undefined || item === null ? [] : [item]);
    useLayoutStore.getState().toggle('inspector', true);
  };
  return (
    <>
      {explanation && (
        <p data-testid="violation-explanation" className="text-fg-soft">
          {explanation}
        </p>
      )}
      {(event !== undefined || (item !== undefined && item !== null)) && (
        <div className="flex gap-3">
          {event !== undefined && (
            <button
              type="button"
              data-testid="violation-event"
              data-event-index={event}
              onClick={showEvent}
              className={LINK}
            >
              {t.problems.panel.event(String(event))}
            </button>
          )}
          {item !== undefined && item !== null && (
            <RowLink
              item={item}
              testId="violation-row"
              onClick={() => debuggerApi.getState().select(event ?? null, [item])}
            />
          )}
        </div>
      )}
    </>
  );
}
