// Documents listed by title (tabs, the runs compared) can share one: a run and its re-run start
// with the same prompt. Each of those also gets what tells it apart, the shortest that does.

export interface TitledDoc {
  title: string;
  /** What its source is called: its file names, the URL or stream. */
  label: string;
  /** Where it was read from, when it was (a `?trace=` link, a served file). */
  urls?: readonly string[];
}

export interface DocNote {
  /** What a tab or a list shows: a long beginning the group shares is cut to "…". */
  shown: string;
  /** The whole name, for a tooltip. */
  whole: string;
}

/** The folder of the first URL a document was read from; '' when it has none. */
function folderOf(doc: TitledDoc): string {
  const [first] = doc.urls ?? [];
  if (first === undefined) return '';
  try {
    const parts = new URL(first).pathname.split('/').filter((p) => p !== '');
    return parts.length > 1 ? decodeURIComponent(parts[parts.length - 2] ?? '') : '';
  } catch {
    return '';
  }
}

const distinct = (names: readonly string[]) =>
  names.every((n) => n !== '') && new Set(names).size === names.length;

/** A shared beginning up to this long is shown: it reads as the name, and fits a narrow tab. */
const SHARED_SHOWN = 8;
/** Where a name's parts meet: a cut there keeps the part that differs whole. */
const SEPARATOR = /[-_.\s/]/;
/** Letters the differing part may share and still be kept whole; past them it is cut too. */
const PART_SHARED = 3;

/**
 * The names without the beginning they all share, cut where a part of it ends (or, in a part
 * sharing more than a few letters, such as two ids `0000beef` and `0000cafe`, where they differ):
 * narrow tabs and selects cut a note at its end, and two stamps of one second would both read
 * `session-2026-…`.
 */
function withoutSharedStart(names: readonly string[]): readonly DocNote[] {
  const [first = ''] = names;
  let shared = 0;
  while (shared < first.length && names.every((n) => n[shared] === first[shared])) shared++;
  const lastSeparator = Math.max(
    ...[...first.slice(0, shared)].map((c, i) => (SEPARATOR.test(c) ? i : -1)),
    -1,
  );
  const cut = shared - (lastSeparator + 1) > PART_SHARED ? shared : lastSeparator + 1;
  return names.map((whole) => ({
    shown: cut > SHARED_SHOWN ? `…${whole.slice(cut)}` : whole,
    whole,
  }));
}

/** Of a group sharing a title: their file names or folders, whichever tells them apart shortest. */
function notesOf(group: readonly TitledDoc[]): readonly DocNote[] {
  const ways = [group.map((d) => d.label), group.map(folderOf)]
    .filter(distinct)
    .map(withoutSharedStart);
  const longest = (notes: readonly DocNote[]) => Math.max(...notes.map((n) => n.shown.length));
  const [best] = ways.sort((a, b) => longest(a) - longest(b));
  // Nothing of their sources differs (one file opened twice): the order they were opened in.
  return best ?? group.map((_, i) => ({ shown: `#${i + 1}`, whole: `#${i + 1}` }));
}

/** For each document, in order, what tells it apart from those of its title; null if none share it. */
export function tellApart(docs: readonly TitledDoc[]): (DocNote | null)[] {
  const byTitle = new Map<string, number[]>();
  docs.forEach((d, i) => byTitle.set(d.title, [...(byTitle.get(d.title) ?? []), i]));
  const notes: (DocNote | null)[] = docs.map(() => null);
  for (const indices of byTitle.values()) {
    if (indices.length < 2) continue;
    const group = notesOf(indices.map((i) => docs[i] as TitledDoc));
    indices.forEach((docIndex, k) => (notes[docIndex] = group[k] ?? null));
  }
  return notes;
}
