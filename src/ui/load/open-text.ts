import { openSources } from '../../docs/open-files';
import { currentCatalog } from '../i18n/language-store';

export function openPastedText(text: string): void {
  if (text.trim() === '') return;
  openSources([{ kind: 'text', text, name: 'pasted.jsonl' }], {
    kind: 'paste',
    label: currentCatalog().load.pastedText,
  });
}
