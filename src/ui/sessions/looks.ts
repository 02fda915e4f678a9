// Shared looks of the sessions views (retries, approvals, compaction, aborts).
export const LABEL = 'text-[10px] font-semibold tracking-wider uppercase';

/** The dashed border of what a failed attempt left (its card and its badge). */
export const FAILED_ATTEMPT_BORDER = 'border border-dashed border-amber-400 dark:border-amber-700';

/** The left rule that marks rows inside a compaction span (its summary, internals, end). */
export const SPAN_RULE = 'border-sky-300 dark:border-sky-800';
