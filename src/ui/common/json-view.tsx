import { useMemo } from 'react';
import { jsonTokens, prettyJson, type JsonTokenKind } from './json-tokens';
import { LongText } from './long-text';
import { VisibleText } from './visible-text';
import { CODE_BOX } from './looks';
import { Highlighted } from '../search/highlighted';

const COLOURS: Record<JsonTokenKind, string> = {
  key: 'text-accent',
  string: 'text-ok',
  number: 'text-warn',
  literal: 'text-info',
  plain: '',
};

export const JSON_BOX = `max-h-96 border border-line bg-well wrap-anywhere text-fg ${CODE_BOX}`;

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
