// `engine=worker` in the page's URL: documents opened from files, pasted text and `?trace=` links
// keep their trace in a worker (docs/architecture.md, stage 3). Read once, as the page starts:
// the URL is rewritten as the reader moves, and keeps the flag only because the writer adds it.
const atStart =
  typeof location !== 'undefined' &&
  new URLSearchParams(location.search).get('engine') === 'worker';

export const traceInWorker = (): boolean => atStart;

/** A search string the page writes, with the flag it was opened with. */
export const withEngineFlag = (search: string): string =>
  !atStart ? search : `${search}${search ? '&' : '?'}engine=worker`;
