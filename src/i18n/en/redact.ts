// The redact strings in English: the review pane of likely secrets and what a redaction replaced.
import { countOf, formatInteger } from '../count-of';
import { listOf } from '../list-of';
import { counted } from './counted';

export const redact = {
  toggle: 'Redact',
  toggleTitle: 'Find likely secrets and save redacted Trace files',
  pane: 'Redact before sharing',
  scanning: 'Looking for secrets…',
  saving: 'Writing the redacted files…',
  cancelled: 'Cancelled: nothing was saved.',
  found: (count: number, files: number, failed: number) =>
    `${countOf('en', count, { one: '# likely secret', other: '# likely secrets' })} in ${counted(files, 'file')}${failed ? ` (${failed} not scanned)` : ''}. Each is replaced unless you keep it. Nothing leaves this page.`,
  notScanned: (file: string, error: string) => `${file}: not scanned (${error})`,
  notUtf8: (file: string, lines: readonly number[]) =>
    `${file}: ${lines.length === 1 ? 'line' : 'lines'} ${listOf('en', lines.map(String))} ${lines.length === 1 ? 'is' : 'are'} not valid UTF-8: saved byte for byte unless a secret on ${lines.length === 1 ? 'it' : 'one'} is replaced`,
  more: (n: number) => `…and ${formatInteger('en', n)} more, all replaced.`,
  scanAgain: 'Scan again',
  close: 'Close',
  save: 'Save redacted',
  replace: 'Replace',
  progress: 'Redaction progress',
  cancel: 'Cancel',
  /** `parts`: the kinds replaced, each from replacedKind, joined with listSeparator. */
  replaced: (total: number, parts: string) =>
    `${formatInteger('en', total)} replaced${parts ? ` (${parts})` : ''}`,
  replacedKind: (n: number, kind: string) => `${formatInteger('en', n)} ${kind}`,
  listSeparator: ', ',
  workerFailed: 'the redaction worker failed',
  notRedacted: (file: string, error: string) => `${file}: not redacted (${error})`,
  unread: 'unread',
  /** What each detector finds (its code is what `[REDACTED:<kind>]` writes in the files). */
  kinds: {
    secret: 'secret',
    'high-entropy': 'random-looking',
    password: 'password',
    email: 'email',
    'home-path': 'home folder',
  },
};
