import { openSources } from '../../docs/open-files';

export function openPastedText(text: string): void {
  if (text.trim() === '') return;
  openSources([{ kind: 'text', text, name: 'pasted.jsonl' }], {
    kind: 'paste',
    label: 'Pasted text',
  });
}
