// An Error that carries its problem as data, so whoever shows it can say it in the reader's
// language; its message is the English sentence, for logs and older readers.
import { englishOf } from './problem-text';
import type { ReadingProblem } from './reading-problem';

export class ReadingError extends Error {
  override readonly name = 'ReadingError';
  constructor(readonly reading: ReadingProblem) {
    super(englishOf(reading));
  }
}
