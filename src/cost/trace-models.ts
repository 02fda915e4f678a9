import type { TraceState } from '../store/model';

/** The model ids of the trace's sessions, each once, as one string a selector can compare. */
export function traceModels(t: TraceState): string {
  const ids = new Set<string>();
  for (const s of t.sessions.values()) if (s.meta?.model_id) ids.add(s.meta.model_id);
  return [...ids].join('\n');
}
