// A piece's text as it arrived, decoded once: quotes and backslashes read as themselves, and only
// what cannot be seen in one line (newline, tab) is drawn as a marked sign; other invisible
// characters get their code (VisibleText).
import { Fragment } from 'react';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** `name` marks the sign for tests and tools (data-sign); the title says it in the reader's words. */
const SIGNS: Readonly<Record<string, { sign: string; name: string; key: 'crlf' | 'lf' | 'tab' }>> =
  {
    '\r\n': { sign: '␍↵', name: 'carriage return and newline', key: 'crlf' },
    '\n': { sign: '↵', name: 'newline', key: 'lf' },
    '\t': { sign: '⇥', name: 'tab', key: 'tab' },
  };

const LAYOUT = /(\r\n|\n|\t)/;

/** A piece's line shows this much: the complete message of a long answer is the whole answer. */
const SHOWN = 240;

export function PieceText({ text, limit = SHOWN }: { text: string; limit?: number | null }) {
  const t = useT().streamDebugger.signs;
  const shown = limit !== null && text.length > limit ? text.slice(0, limit) : text;
  return (
    <>
      {shown.split(LAYOUT).map((part, i) => {
        const sign = SIGNS[part];
        if (sign)
          return (
            <span key={i} data-sign={sign.name} title={t[sign.key]} className="text-accent">
              {sign.sign}
            </span>
          );
        return part === '' ? null : (
          <Fragment key={i}>
            <VisibleText text={part} />
          </Fragment>
        );
      })}
      {shown !== text && <span className="text-fg-faint">…</span>}
    </>
  );
}
