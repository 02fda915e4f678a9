// A run reads thousands of small files one after another, and each waited on the disk in turn
// (stat, the binary sniff, the hash check, the read: a second of a 100 MB tree's index was
// these waits). Their I/O now starts a few files ahead of the one being parsed and appended.

/** How far ahead: files started and not yet taken, and the bytes they may hold together. */
export interface Ahead {
  files: number;
  bytes: number;
}

export const READ_AHEAD: Ahead = { files: 8, bytes: 64 * 2 ** 20 };

/**
 * `look(item)` for every item, yielded in order, each started before the earlier ones are
 * taken, within `ahead`. The first one not taken always starts, however large: one file over
 * the byte bound is read alone rather than never.
 */
export async function* readAhead<T, R>(
  items: readonly T[],
  look: (item: T) => Promise<R>,
  bytesOf: (item: T) => number,
  ahead: Ahead = READ_AHEAD,
): AsyncGenerator<R> {
  const started: { result: Promise<R>; bytes: number }[] = [];
  let held = 0;
  let next = 0;
  const fill = () => {
    while (next < items.length && started.length < ahead.files) {
      const item = items[next] as T;
      const bytes = bytesOf(item);
      if (started.length > 0 && held + bytes > ahead.bytes) return;
      const result = look(item);
      // Awaited in its turn; until then a failure must not count as unhandled.
      result.catch(() => undefined);
      started.push({ result, bytes });
      held += bytes;
      next += 1;
    }
  };
  for (;;) {
    fill();
    const first = started.shift();
    if (!first) return;
    held -= first.bytes;
    yield await first.result;
  }
}
