// Documents listed by title (tabs, the runs compared) can share one: a run and its re-run start
// with the same prompt. Each of those also gets what tells it apart, the shortest that does.

export interface TitledDoc {
  title: string;
  /** What its source is called: its file names, the URL or stream. */
  label: string;
  /** Where it was read from, when it was (a `?trace=` link, a served file). */
  urls?: readonly string[];
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

/** Of a group sharing a title: their file names or folders, whichever tells them apart shortest. */
function namesOf(group: readonly TitledDoc[]): readonly string[] {
  const ways = [group.map((d) => d.label), group.map(folderOf)].filter(distinct);
  const longest = (names: readonly string[]) => Math.max(...names.map((n) => n.length));
  const [best] = ways.sort((a, b) => longest(a) - longest(b));
  // Nothing of their sources differs (one file opened twice): the order they were opened in.
  return best ?? group.map((_, i) => `#${i + 1}`);
}

/** For each document, in order, what tells it apart from those of its title; null if none share it. */
export function tellApart(docs: readonly TitledDoc[]): (string | null)[] {
  const byTitle = new Map<string, number[]>();
  docs.forEach((d, i) => byTitle.set(d.title, [...(byTitle.get(d.title) ?? []), i]));
  const notes: (string | null)[] = docs.map(() => null);
  for (const indices of byTitle.values()) {
    if (indices.length < 2) continue;
    const names = namesOf(indices.map((i) => docs[i] as TitledDoc));
    indices.forEach((docIndex, k) => (notes[docIndex] = names[k] ?? null));
  }
  return notes;
}
