import { compactionStatus } from '../../store/derive/compaction';
import type { CompactionInfo } from '../../store/model';
import { SPAN_RULE } from './looks';
import { TEXT } from '../common/tone';
import { Highlighted, SearchedPart } from '../search/highlighted';
import { useT } from '../i18n/language-store';
import { compactionWords } from './compaction-words';

export function CompactionEndRow({ info, ended }: { info: CompactionInfo; ended: boolean }) {
  const status = compactionStatus(info, ended);
  const t = useT().sessions.compaction;
  const shown = compactionWords(t, status);
  const tone = status.state === 'completed' ? 'ok' : status.state === 'failed' ? 'error' : 'wait';
  return (
    <div
      data-testid="compaction-row"
      data-phase="end"
      data-status={status.state}
      className={`border-l-2 ${SPAN_RULE} py-0.5 pl-3 text-xs`}
    >
      <span className={TEXT[tone]}>
        {status.state === 'completed' ? '✓' : '✕'} {t.ended(shown.label)}
      </span>
      {info.attempt !== undefined && (
        <span className="text-fg-muted"> · {t.attempt(info.attempt)}</span>
      )}
      {shown.detail && (
        <pre className="mt-1 font-mono break-words whitespace-pre-wrap text-danger-strong">
          <SearchedPart part="error">
            <Highlighted text={shown.detail} />
          </SearchedPart>
        </pre>
      )}
    </div>
  );
}
