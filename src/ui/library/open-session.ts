// Opens a library session as its own page: the whole family's files (rotations, parent and
// children), as dropping them would, with the record and search a search hit names. A child is
// in focus, as `f` on its card puts it: the family is its context, the child what was asked
// for. A plain `?trace=…` URL, so reload, back and a shared link all work as for any trace URL.
import { withEngineFlag } from '../../docs/engine-flag';
import { libraryFileUrl } from '../../library/file-url';
import type { SearchQuery } from '../../search/matcher';
import { sessionKeyOf } from '../../store/session-key';
import { toSearch } from '../url/url-state';
import { fetchLibrary, type FamilyFiles } from './library-client';

export async function sessionUrl(
  sessionId: string,
  at: { record?: string; search?: SearchQuery } = {},
): Promise<string> {
  const family = await fetchLibrary<FamilyFiles>(
    'family',
    new URLSearchParams({ session: sessionId }),
  );
  // The page opened from the library is held as this one is (engine=worker kept).
  return `/${withEngineFlag(
    toSearch({
      source: { kind: 'trace', urls: family.files.map(libraryFileUrl) },
      view: {
        ...(family.origin.length > 0 ? { focus: sessionKeyOf(family.origin) } : {}),
        ...(at.record !== undefined ? { record: at.record } : {}),
        ...(at.search ? { search: at.search } : {}),
      },
    }),
  )}`;
}

export async function openLibrarySession(
  sessionId: string,
  at: { record?: string; search?: SearchQuery } = {},
): Promise<void> {
  location.assign(await sessionUrl(sessionId, at));
}
