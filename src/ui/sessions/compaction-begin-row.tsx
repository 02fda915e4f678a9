import { compactionStatus } from '../../store/derive/compaction';
import type { CompactionInfo } from '../../store/model';
import { formatCount, formatTokens } from '../common/format';
import { VisibleText } from '../common/visible-text';
import { StatusPill } from './status-pill';
import { LABEL } from './looks';
import { useT } from '../i18n/language-store';
import { compactionWords } from './compaction-words';

const TONE = { running: 'wait', completed: 'ok', failed: 'error' } as const;

export function CompactionBeginRow({ info, ended }: { info: CompactionInfo; ended: boolean }) {
  const status = compactionStatus(info, ended);
  const words = useT().sessions;
  const t = words.compaction;
  const shown = compactionWords(t, status);
  return (
    <div
      data-testid="compaction-row"
      data-phase="begin"
      data-status={status.state}
      className="rounded-md border border-sky-200 bg-sky-50/70 px-3 py-1.5 dark:border-sky-900/70 dark:bg-sky-950/30"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`${LABEL} text-info-vivid`}>⇲ {t.label}</span>
        <span className="text-xs text-fg-secondary">
          <VisibleText text={info.reason} /> · <VisibleText text={info.mode} />
        </span>
        <span className="text-xs text-fg-muted" title={words.tokens(formatCount(info.context))}>
          {t.at(formatTokens(info.context), info.turns)}
        </span>
        <span className="ml-auto">
          <StatusPill tone={TONE[status.state]} title={shown.detail}>
            {status.state === 'running' && (
              <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-amber-500" />
            )}
            {shown.label}
          </StatusPill>
        </span>
      </div>
      {info.unfinished && <p className="mt-0.5 text-xs text-danger-vivid">{t.noEnd}</p>}
    </div>
  );
}
