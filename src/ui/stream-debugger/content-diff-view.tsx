// What "different content" means for one record: the characters only the stream has (struck,
// rose) and only the Trace has (green), with unchanged stretches cut to their ends.
import { useMemo } from 'react';
import type { AnyEnvelope } from '../../protocol/types';
import { contentDiff } from '../../stream-debugger/content-diff';
import { PieceText } from './piece-text';
import { useT } from '../i18n/language-store';

const TONE = {
  stream: 'bg-danger-wash text-danger line-through',
  trace: 'bg-ok-wash text-ok',
};

export function ContentDiffView({ stream, trace }: { stream: AnyEnvelope; trace: AnyEnvelope }) {
  const t = useT().streamDebugger.compare.contentDiff;
  const diff = useMemo(() => contentDiff(stream, trace), [stream, trace]);
  return (
    <div data-testid="compare-content-diff" data-field={diff.field} className="space-y-0.5">
      <p className="text-fg-faint">
        {diff.field === 'payload' ? t.payloads : t.field(diff.field)}{' '}
        <span className={`rounded px-0.5 ${TONE.stream}`}>{t.onlyStream}</span>{' '}
        <span className={`rounded px-0.5 ${TONE.trace}`}>{t.onlyTrace}</span>
        {diff.tooMany && t.tooMany}
      </p>
      <p className="font-mono text-[11px] wrap-anywhere whitespace-pre-wrap">
        {diff.parts.map((p, i) =>
          p.skipped !== undefined ? (
            <span key={i} className="text-fg-faint">
              {' '}
              {t.alike(p.skipped)}{' '}
            </span>
          ) : p.op === 'same' ? (
            <PieceText key={i} text={p.text} limit={null} />
          ) : (
            <span key={i} data-diff={p.op} className={`rounded-sm ${TONE[p.op]}`}>
              <PieceText text={p.text} limit={null} />
            </span>
          ),
        )}
      </p>
    </div>
  );
}
