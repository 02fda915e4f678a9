import type { CutReason } from '../../store/model';
import type { Catalog } from '../../i18n/catalogs';
import { useT } from '../i18n/language-store';

type CutPart = keyof Catalog['messages']['cut']['partial'];

/** A message or call whose stream closed without its complete record. */
export function CutNotice({
  reason,
  what = 'message',
}: {
  reason?: CutReason | undefined;
  what?: CutPart;
}) {
  const t = useT().messages.cut;
  // A live compaction summary always streams with no complete text after it (PROTOCOL.md §12):
  // still cut off, but the expected kind, so it is not drawn as an alarm.
  const expected = reason === 'compaction-ended';
  return (
    <div
      data-testid="cut-notice"
      data-reason={reason}
      className={`mt-1 inline-flex items-center gap-1.5 rounded border border-dashed px-1.5 py-0.5 text-[11px] ${
        expected ? 'border-line-strong text-fg-soft' : 'border-danger-line text-danger'
      }`}
    >
      <span className="font-semibold">{t.label}</span>
      <span>({reason ? t.why[reason] : t.noRecord})</span>
      <span className="opacity-80">· {expected ? t.liveCompaction : t.partial[what]}</span>
    </div>
  );
}
