import type { Catalog } from '../src/i18n/catalogs';
import { detailText } from '../src/problems/problem-text';
import type { FileProblem } from '../server/library/file-problems';

/** What a pass of `index` or `ingest` left out, a line each, in the reader's words. */
export function problemLines(words: Catalog, problems: readonly FileProblem[]): string {
  const kinds: Readonly<Record<string, string>> = words.library.problems.kinds;
  return problems
    .map(
      (p) =>
        `${words.cli.commands.notRead(p.path, kinds[p.problem] ?? p.problem, detailText(words.problems, p))}\n`,
    )
    .join('');
}
