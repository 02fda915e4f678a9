// Which sessions an index run must re-derive. A session's figures depend on its whole family (its
// rotated files and its children's, read with one reducer), and a change can move a session from
// one family to another (a parent's new `subagent` pointer adopts a lone child), so the set grows
// until every family it touches, before or after the change, is in it.

/** `before`/`after`: each session's family root before this run and after it. */
export function sessionsToRederive(
  changed: Iterable<string>,
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): Set<string> {
  const out = new Set(changed);
  const members = (roots: ReadonlyMap<string, string>) => {
    const by = new Map<string, string[]>();
    for (const [session, root] of roots) by.set(root, [...(by.get(root) ?? []), session]);
    return by;
  };
  const families = [
    { roots: before, members: members(before) },
    { roots: after, members: members(after) },
  ];
  const queue = [...out];
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const f of families) {
      const root = f.roots.get(id);
      for (const other of root === undefined ? [] : (f.members.get(root) ?? []))
        if (!out.has(other)) {
          out.add(other);
          queue.push(other);
        }
    }
  return out;
}
