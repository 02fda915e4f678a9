import { shortSessionId, titleWithId } from '../../store/derive/child-name';
import type { SessionKey } from '../../store/model';
import { sessionIdOf } from '../../store/session-key';
import { useTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';

/**
 * A child session as the outline and the filter bar name it: its title when the server named it
 * (session_title), with its id when another session has the same title, else "child" and its id
 * as its timeline lane shows it.
 */
export function useChildLabel(key: SessionKey): string {
  const name = useTraceView('childName', key);
  const t = useT().outline;
  if (name && 'title' in name) return titleWithId(name);
  return t.child(name?.id ?? shortSessionId(sessionIdOf(key)));
}
