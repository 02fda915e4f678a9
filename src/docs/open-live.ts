// A live source (SSE URL, PenguinHarness session, replayed capture) as a new document: its
// controller feeds the document's trace store and reports its state to the document.
import { diagnosticOf } from '../ingest/diagnostic-of';
import { LiveController, type LiveDeps } from '../live/live-controller';
import { sourceLabel, type LiveSource } from '../live/live-source';
import { DocRuntime } from './doc-runtime';
import { useDocsStore } from './docs-store';
import type { ReadingProblem } from '../problems/reading-problem';
import { checkSourceUrl, shownSourceUrl } from './source-url';
import type { DocSourceKind } from './source-status';

function docKind(source: LiveSource): DocSourceKind {
  if (source.kind === 'replay') return 'replay';
  if (source.kind === 'penguin' && source.demo) return 'demo';
  return 'sse';
}

/** Why `source` must not be fetched at all (not http or https, or with credentials), if so. */
function refusal(source: LiveSource): ReadingProblem | null {
  const url = source.kind === 'penguin' ? source.base : source.url;
  if (source.kind === 'penguin' && url === '') return null;
  const base = globalThis.location?.href ?? 'http://localhost/';
  const check = checkSourceUrl(url, base);
  if (check.ok) return null;
  const shown = shownSourceUrl(url, base).slice(0, 200);
  return { code: 'url-refused', params: { url: shown, refusal: check.refusal } };
}

export function createLiveDoc(source: LiveSource, deps: LiveDeps = {}): DocRuntime {
  const label = sourceLabel(source);
  const refused = refusal(source);
  const doc = new DocRuntime(
    { kind: docKind(source), label },
    {
      title: label,
      status: {
        kind: source.kind === 'replay' ? 'replay' : 'live',
        connection: {
          state: refused === null ? 'connecting' : 'closed',
          source,
          held: 0,
          syncing: false,
          ...(refused !== null ? { reading: refused } : {}),
        },
        ready: false,
      },
    },
  );
  // Refused before any request: nothing to connect, so nothing ever retries.
  if (refused !== null) {
    doc.addDiagnostics([diagnosticOf({ file: label }, 'error', refused)]);
    return doc;
  }
  const controller = new LiveController(
    doc.store,
    source,
    {
      onStatus: (status) => {
        if (status.state === 'closed') doc.store.getState().flush();
        doc.setConnection(status);
      },
      onDiagnostics: (d) => doc.addDiagnostics(d),
      onReady: () => {
        doc.store.getState().flush();
        doc.markReady();
      },
    },
    deps,
  );
  doc.attachLive(controller);
  return doc;
}

export function openLive(source: LiveSource): DocRuntime {
  const doc = createLiveDoc(source);
  useDocsStore.getState().add(doc);
  doc.liveController?.start();
  return doc;
}
