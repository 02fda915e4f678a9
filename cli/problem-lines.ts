import type { Catalog } from '../src/i18n/catalogs';
import { detailText } from '../src/problems/problem-text';
import type { FileProblem } from '../server/library/file-problems';

/** Problems of a file that was indexed all the same: said as a note, not as "not indexed". */
const INDEXED: ReadonlySet<FileProblem['problem']> = new Set(['two-parents']);

/** What a pass of `index` or `ingest` left out or noted, a line each, in the reader's words. */
export function problemLines(words: Catalog, problems: readonly FileProblem[]): string {
  const kinds: Readonly<Record<string, string>> = words.library.problems.kinds;
  const { notRead, noted } = words.cli.commands;
  return problems
    .map(
      (p) =>
        `${(INDEXED.has(p.problem) ? noted : notRead)(p.path, kinds[p.problem] ?? p.problem, detailText(words.problems, p))}\n`,
    )
    .join('');
}
