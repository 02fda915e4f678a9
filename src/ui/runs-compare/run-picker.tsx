// One side's choice: any open document, then any session of it.
import type { DocRuntime } from '../../docs/doc-runtime';
import { useDocTraceView } from '../trace-context';
import { FIELD } from '../common/looks';
import type { Catalog } from '../../i18n/catalogs';
import type { RunPick } from './runs-compare-store';
import { useT } from '../i18n/language-store';
import { useDocTitle } from '../shell/use-doc-title';
import { useDocNotes } from '../shell/use-doc-notes';

/** The main session is the document's own, named by the picker beside: its id only adds width. */
const sessionLabel = (key: string, id: string | undefined, words: Catalog['runsCompare']) =>
  key === '' ? words.mainSession : `${words.childSession(key)}${id ? ` (${id})` : ''}`;

interface Props {
  side: 'left' | 'right';
  docs: readonly DocRuntime[];
  doc: DocRuntime;
  pick: RunPick;
  onPick(pick: RunPick): void;
}

export function RunPicker({ side, docs, doc, pick, onPick }: Props) {
  const sessions = useDocTraceView(doc.store, 'sessions');
  const chosen = sessions.find((s) => s.key === pick.session);
  const words = useT().runsCompare;
  const notes = useDocNotes(docs);
  const title = withNote(useDocTitle(doc), notes.get(doc.id)?.whole);
  // A select shows its choice cut to its width: the whole of it is on hover.
  return (
    <div data-testid={`runs-compare-pick-${side}`} className="flex min-w-0 flex-1 gap-1.5">
      <select
        aria-label={words.documentOf(words.sides[side])}
        data-testid="runs-compare-doc"
        className={`${FIELD} min-w-0 flex-1 truncate bg-surface px-1.5 py-1`}
        value={pick.doc}
        title={title}
        onChange={(e) => onPick({ doc: e.target.value, session: '' })}
      >
        {docs.map((d) => (
          <DocOption key={d.id} doc={d} note={notes.get(d.id)?.shown} />
        ))}
      </select>
      <select
        aria-label={words.sessionOf(words.sides[side])}
        data-testid="runs-compare-session"
        className={`${FIELD} min-w-0 flex-1 truncate bg-surface px-1.5 py-1`}
        value={pick.session}
        title={chosen ? sessionLabel(chosen.key, chosen.sessionId, words) : undefined}
        onChange={(e) => onPick({ doc: pick.doc, session: e.target.value })}
      >
        {sessions.map((s) => (
          <option key={s.key} value={s.key}>
            {sessionLabel(s.key, s.sessionId, words)}
          </option>
        ))}
      </select>
    </div>
  );
}

const withNote = (title: string, note: string | undefined) => (note ? `${title} · ${note}` : title);

/** A document named as its tab names it, with what tells it apart from one of the same title. */
function DocOption({ doc, note }: { doc: DocRuntime; note: string | undefined }) {
  return <option value={doc.id}>{withNote(useDocTitle(doc), note)}</option>;
}
