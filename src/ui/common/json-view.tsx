import { useMemo } from 'react';
import { jsonTokens, prettyJson, type JsonTokenKind } from './json-tokens';
import { LongText } from './long-text';
import { VisibleText } from './visible-text';
import { Highlighted } from '../search/highlighted';

const COLOURS: Record<JsonTokenKind, string> = {
  key: 'text-indigo-700 dark:text-indigo-300',
  string: 'text-emerald-700 dark:text-emerald-300',
  number: 'text-amber-700 dark:text-amber-300',
  literal: 'text-sky-700 dark:text-sky-300',
  plain: '',
};

export const JSON_BOX =
  'max-h-96 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5 whitespace-pre-wrap break-all text-zinc-800 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-200';

function ColouredJson({ text }: { text: string }) {
  const tokens = useMemo(() => jsonTokens(text), [text]);
  return (
    <>
      {tokens.map((t, i) =>
        t.kind === 'plain' ? (
          <Highlighted key={i} text={t.text} />
        ) : (
          <span key={i} className={COLOURS[t.kind]}>
            {t.kind === 'string' || t.kind === 'key' ? (
              <VisibleText text={t.text} />
            ) : (
              <Highlighted text={t.text} />
            )}
          </span>
        ),
      )}
    </>
  );
}

/** Any JSON value, pretty-printed and coloured; long ones collapsed to their head. */
export function JsonView({
  value,
  text,
  className = '',
}: {
  value?: unknown;
  text?: string;
  className?: string;
}) {
  const pretty = useMemo(() => text ?? prettyJson(value), [text, value]);
  return (
    <LongText
      text={pretty}
      render={(visible) => (
        <pre data-testid="json-view" className={`${JSON_BOX} ${className}`}>
          <ColouredJson text={visible} />
        </pre>
      )}
    />
  );
}
