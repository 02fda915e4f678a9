// Keeps one bad record from blanking the app: a row or panel that throws while drawing is
// replaced by a notice with the record as JSON text, and everything around it keeps working.
import { Component, type ReactNode } from 'react';
import { prettyJson } from './json-tokens';
import { useT } from '../i18n/language-store';

interface Props {
  /** What failed to draw, for the notice ("record", "diagnostics panel"…). */
  what: string;
  /** The data it was drawing: shown as JSON text; a new value retries the drawing. */
  record?: unknown;
  /** For panels with no one record to show: a new value retries the drawing. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  record: unknown;
  resetKey: unknown;
}

const NOTICE_TONE =
  'border-danger-line bg-rose-50/60 text-rose-800 dark:bg-rose-950/30 dark:text-rose-200';

export class RecordBoundary extends Component<Props, State> {
  override state: State = {
    error: null,
    record: this.props.record,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // New data (a streaming update, a fixed record) gets a fresh attempt.
    return props.record !== state.record || props.resetKey !== state.resetKey
      ? { record: props.record, resetKey: props.resetKey, error: null }
      : null;
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        data-testid="record-error"
        data-what={this.props.what}
        className={`min-w-0 rounded-md border border-dashed ${NOTICE_TONE} px-3 py-2 text-xs`}
      >
        <NoticeBody what={this.props.what} error={error} record={this.props.record} />
      </div>
    );
  }
}

/** A function component inside the class, for the words of the language shown. */
function NoticeBody({ what, error, record }: { what: string; error: Error; record: unknown }) {
  const t = useT();
  return (
    <>
      <p className="font-semibold">{t.common.couldNotDraw(what)}</p>
      <p className="font-mono text-[11px] opacity-80">{error.message}</p>
      {record !== undefined ? (
        <details className="mt-1">
          <summary className="cursor-pointer">{t.common.dataAsJson}</summary>
          <pre className="mt-1 max-h-64 overflow-auto font-mono text-[11px] whitespace-pre-wrap wrap-anywhere text-fg">
            {prettyJson(record)}
          </pre>
        </details>
      ) : null}
    </>
  );
}
