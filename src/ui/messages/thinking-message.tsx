import { useViewFlag } from '../../docs/doc-context';
import type { MessageItem } from '../../store/model';
import { Badge } from '../common/badge';
import { Chevron } from '../common/chevron';
import { formatBytes } from '../common/format';
import { RichText } from '../markdown/rich-text';
import { CutNotice } from './cut-notice';
import { fidelityFlags } from './fidelity';
import { FidelityPanel } from './fidelity-panel';
import { MessageHeader } from './message-header';
import { StreamingCaret } from './streaming-caret';
import { Highlighted, SearchedPart } from '../search/highlighted';
import { useFidelityToggle } from './use-fidelity';
import { useT } from '../i18n/language-store';

/** Reasoning: one-line preview until expanded; encrypted-only reasoning says so plainly. */
export function ThinkingMessage({ item }: { item: MessageItem }) {
  const fidelity = item.envelope.payload.fidelity;
  const flags = fidelityFlags(fidelity);
  const fid = useFidelityToggle(fidelity);
  const t = useT().messages;
  const [open, toggle] = useViewFlag('open', false);
  const streaming = item.status === 'streaming';
  const empty = item.content.trim() === '';
  const encryptedOnly = empty && flags.encryptedBytes !== undefined && !streaming;
  const preview = item.content.trim().split('\n', 1)[0] ?? '';
  return (
    <div
      data-status={item.status}
      data-open={open}
      data-encrypted-only={encryptedOnly || undefined}
      className="px-0.5 py-1"
    >
      <MessageHeader
        label={t.thinking}
        timestamp={item.timestamp}
        stopReason={item.stopReason}
        fidelityOpen={fid.open}
        onFidelity={fid.toggle}
      >
        {flags.signed ? <Badge tone="info">{t.signed}</Badge> : null}
        {flags.encryptedBytes !== undefined ? <Badge tone="info">{t.encrypted}</Badge> : null}
      </MessageHeader>
      {encryptedOnly ? (
        <p data-testid="encrypted-reasoning" className="mt-1 text-xs text-fg-muted italic">
          {t.encryptedReasoning(formatBytes(flags.encryptedBytes ?? 0))}
        </p>
      ) : empty && !streaming ? (
        <p className="mt-1 text-xs text-fg-faint italic">{t.emptyReasoning}</p>
      ) : (
        <SearchedPart part="thinking">
          <div className="mt-0.5 border-l-2 border-line pl-2.5">
            <button
              type="button"
              data-testid="thinking-toggle"
              aria-expanded={open}
              onClick={toggle}
              className="flex w-full min-w-0 items-center gap-1.5 py-0.5 text-left text-xs text-fg-muted hover:text-fg"
            >
              <Chevron open={open} />
              {open ? (
                <span>{t.hideReasoning}</span>
              ) : (
                <span className="truncate italic">
                  <Highlighted text={preview} />
                </span>
              )}
              {!open && streaming ? <StreamingCaret /> : null}
            </button>
            {open ? (
              <div className="pt-0.5">
                <RichText text={item.content} streaming={streaming} muted />
                {streaming ? <StreamingCaret /> : null}
              </div>
            ) : null}
          </div>
        </SearchedPart>
      )}
      {item.status === 'cut' ? <CutNotice reason={item.cutReason} what="reasoning" /> : null}
      {fid.shown && fidelity ? <FidelityPanel fidelity={fidelity} /> : null}
    </div>
  );
}
