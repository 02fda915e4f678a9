import type { CutReason } from '../../store/model';

const WHY: Record<CutReason, string> = {
  restarted: 'the stream restarted',
  'request-ended': 'the request ended first',
  aborted: 'aborted by the user',
  'compaction-ended': 'the compaction ended first',
  'source-ended': 'the trace ended',
};

/** A message or call whose stream closed without its complete record. */
export function CutNotice({
  reason,
  what = 'message',
}: {
  reason?: CutReason | undefined;
  what?: string;
}) {
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
      <span className="font-semibold">Cut off</span>
      <span>({reason ? WHY[reason] : 'no complete record'})</span>
      <span className="opacity-80">
        · {expected ? 'no final message, as live compactions send it' : `partial ${what}`}
      </span>
    </div>
  );
}
