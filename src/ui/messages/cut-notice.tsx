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
  return (
    <div
      data-testid="cut-notice"
      className="mt-1 inline-flex items-center gap-1.5 rounded border border-dashed border-rose-300 px-1.5 py-0.5 text-[11px] text-rose-700 dark:border-rose-800 dark:text-rose-300"
    >
      <span className="font-semibold">Cut off</span>
      <span>({reason ? WHY[reason] : 'no complete record'})</span>
      <span className="text-rose-600/80 dark:text-rose-300/70">· partial {what}</span>
    </div>
  );
}
