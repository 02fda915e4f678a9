// Shared looks of the sessions views (retries, approvals, compaction, aborts).
export const LABEL = 'text-[10px] font-semibold tracking-wider uppercase';

/** The left rule that marks rows inside a compaction span (its summary, internals, end). */
export const SPAN_RULE = 'border-sky-300 dark:border-sky-800';
