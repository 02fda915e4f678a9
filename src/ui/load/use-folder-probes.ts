import { useEffect, useState } from 'react';
import type { FolderSession, SessionProbe } from '../../ingest/folder-scan';
import { probeAll } from '../../ingest/folder-probe';

/** Probes as they come in; a new folder starts over. */
export function useFolderProbes(
  sessions: readonly FolderSession[],
): ReadonlyMap<string, SessionProbe> {
  const [probes, setProbes] = useState<{
    of: readonly FolderSession[];
    map: ReadonlyMap<string, SessionProbe>;
  }>({ of: sessions, map: new Map() });
  useEffect(
    () =>
      probeAll(sessions, (id, probe) =>
        setProbes((p) => {
          const map = new Map(p.of === sessions ? p.map : []);
          map.set(id, probe);
          return { of: sessions, map };
        }),
      ),
    [sessions],
  );
  return probes.of === sessions ? probes.map : new Map();
}
