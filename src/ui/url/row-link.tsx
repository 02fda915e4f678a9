// A row's own link (the "copy link" row tool) and the outline of the selected row, the one a
// link opened or the reader last picked.
import { CopyButton } from '../common/copy-button';
import { useDoc, useViewStore } from '../../docs/doc-context';
import type { DocRuntime } from '../../docs/doc-runtime';
import { withEngineFlag } from '../../docs/engine-flag';
import { askerOf } from '../../docs/trace-views';
import type { ItemId } from '../../store/model';
import { sourceOfDoc } from './doc-url-state';
import { toSearch } from './url-state';
import { useT } from '../i18n/language-store';

export function SelectedOutline({ id }: { id: ItemId }) {
  const selected = useViewStore((s) => s.selected === id);
  if (!selected) return null;
  return (
    <div
      data-testid="row-selected"
      data-for-item={id}
      aria-hidden
      className="pointer-events-none absolute inset-0 rounded-md ring-2 ring-accent/60"
    />
  );
}

/** The page URL that opens this document scrolled to `id`, the way this page opened it. */
async function linkTo(doc: DocRuntime, id: ItemId): Promise<string> {
  const record = await askerOf(doc.store)('recordRef', id);
  const source = sourceOfDoc(doc.source, doc.state.getState().status, location.href);
  const search = toSearch({ source, view: record === undefined ? {} : { record } });
  return `${location.origin}${location.pathname}${withEngineFlag(search)}`;
}

export function CopyLinkButton({ id }: { id: ItemId }) {
  const t = useT();
  const doc = useDoc();
  const getText = () => {
    doc.view.getState().setSelected(id);
    return linkTo(doc, id);
  };
  return (
    <CopyButton
      getText={getText}
      label={t.url.copyLink}
      testId="copy-link"
      forItem={id}
      title={t.url.copyLinkTitle}
    />
  );
}
