// The library rows the app's own reading of some Trace files gives (validate's readers and the
// reducer), to hold the index's rows and the files it serves against. Every session is placed
// in acme/coder: the place comes from the folders, which these readers do not look at.
import { validateFiles, type ValidationRun } from '../../cli/validate-files';
import { BUILT_IN_PRICES } from '../../src/cost/prices';
import { familyRows, type SessionRow } from '../../src/library/rows';
import { findTraceFiles } from '../../server/library/walk';

export async function appRun(paths: readonly string[]): Promise<ValidationRun> {
  return validateFiles((await findTraceFiles(paths)).map((f) => f.path));
}

export async function appSessionRows(paths: readonly string[]): Promise<SessionRow[]> {
  return (await appRun(paths)).feeds.flatMap((feed) => {
    const rootKey = feed.state.sessions.get('')?.sessionId ?? '';
    return familyRows(feed.state, {
      rootSessionId: rootKey,
      prices: BUILT_IN_PRICES,
      placeOf: () => ({ project: 'acme', agent: 'coder' }),
    }).sessions;
  });
}
