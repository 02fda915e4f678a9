/** A match; the one the reader is on carries data-current. */
export const MARK_CLASS =
  'rounded-sm bg-yellow-200 text-fg-strong data-[current]:bg-orange-400 data-[current]:ring-2 data-[current]:ring-orange-500 data-[current]:ring-inset dark:bg-yellow-700/60 dark:data-[current]:bg-orange-600';

/** Marks drawn per run of text at most: the count still says how many there are. */
export const MARKS_PER_TEXT = 1_000;
