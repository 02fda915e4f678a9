// A run and its re-run: one task of `turns` turns, each reading a file, then an answer. The
// re-run reads another file on turn `divergeAt` and from there goes its own way.
import { tokens } from '../support/trace-builder';
import { CaseBuilder } from './case-builder';

export const DIVERGED_PATH = 'notes/other.md';

function run(turns: number, divergeAt: number | undefined, read = 10): CaseBuilder {
  const c = CaseBuilder.start().meta('run').user('Summarise the notes folder.');
  for (let turn = 1; turn <= turns; turn++) {
    const path = divergeAt !== undefined && turn >= divergeAt ? DIVERGED_PATH : `notes/${turn}.md`;
    c.begin()
      .call(`call${turn}`, 'read_file', { path })
      .usage(tokens(read, 0, 5), tokens(read * turn, 0, 5 * turn))
      .end('completed')
      .output(`call${turn}`, `contents of ${path}`);
  }
  return c.begin().text('The notes are read.').end('completed');
}

export function divergingRuns(turns: number, divergeAt: number | undefined) {
  return { original: run(turns, undefined), rerun: run(turns, divergeAt) };
}

/** The same run twice, the re-run reading `more` tokens a turn: 1,255 and 1,265 both read "1.3k". */
export function costlierRerun(turns: number, read = 1250, more = 10) {
  return { original: run(turns, undefined, read), rerun: run(turns, undefined, read + more) };
}
