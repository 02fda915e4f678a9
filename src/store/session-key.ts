// A session's key: its origin chain in one string. Session ids are the trace's own strings and may
// hold "/" (or "\"): each is escaped, so ["a/b"] and ["a", "b"] stay two sessions, and an id
// without either (every id PenguinHarness writes) is its own key segment unchanged.
import type { SessionKey } from './model';

const SPECIAL = /[\\/]/;
const escape = (id: string): string => (SPECIAL.test(id) ? id.replace(/[\\/]/g, '\\$&') : id);

export const sessionKeyOf = (origin: readonly unknown[] | undefined): SessionKey =>
  origin ? origin.map((id) => escape(String(id))).join('/') : '';

/** The key of `parent`'s child session `id`. */
export const childSessionKey = (parent: SessionKey, id: string): SessionKey =>
  parent === '' ? escape(id) : `${parent}/${escape(id)}`;

/** The ids of a key's chain, in order (none for the main session). */
export function originOf(key: SessionKey): string[] {
  if (key === '') return [];
  const ids: string[] = [];
  let id = '';
  for (let i = 0; i < key.length; i++) {
    const c = key[i] as string;
    if (c === '\\') id += key[++i] ?? '';
    else if (c === '/') {
      ids.push(id);
      id = '';
    } else id += c;
  }
  ids.push(id);
  return ids;
}

/** The session's own id: the last of its chain ('' for the main session). */
export const sessionIdOf = (key: SessionKey): string => originOf(key).at(-1) ?? '';
