// The redaction worker behind the pane: scans the document's files when the pane opens (the page
// never waits on it), reports progress, cancels, and on save streams the files again with the
// rejected findings kept. One worker per open pane.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveEntry } from '../../export/save-entries';
import type { RedactRequest, RedactResponse, RedactSource } from '../../redact/redact-job';
import type { Finding } from '../../redact/scan';

export interface ScannedFile {
  name: string;
  findings: Finding[];
  /** Lines that are not valid UTF-8. */
  notUtf8: number[];
  error?: string;
}

export type RedactPhase = 'scanning' | 'saving' | 'ready' | 'cancelled';

export interface RedactJobState {
  phase: RedactPhase;
  /** Share of the bytes read, 0 to 1, while scanning or saving. */
  progress: number;
  files: ScannedFile[];
}

const sourceOf = (e: SaveEntry): RedactSource => ({
  name: e.name,
  ...(e.blob ? { blob: e.blob } : { url: e.url ?? '' }),
});

export function useRedactJob(
  entries: () => SaveEntry[],
  onSaved: (name: string, blob: Blob) => void,
) {
  const [state, setState] = useState<RedactJobState>({ phase: 'scanning', progress: 0, files: [] });
  const worker = useRef<Worker | null>(null);
  const jobId = useRef(0);
  const sources = useRef<RedactSource[]>([]);

  const start = useCallback((request: (id: number) => RedactRequest, phase: RedactPhase) => {
    jobId.current += 1;
    setState((s) => ({ phase, progress: 0, files: phase === 'scanning' ? [] : s.files }));
    worker.current?.postMessage(request(jobId.current));
  }, []);

  useEffect(() => {
    const w = new Worker(new URL('../../redact/redact.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.current = w;
    sources.current = entries().map(sourceOf);
    w.onmessage = ({ data }: MessageEvent<RedactResponse>) => {
      if (data.jobId !== jobId.current) return;
      if (data.type === 'progress')
        setState((s) => ({ ...s, progress: data.total ? data.done / data.total : 0 }));
      else if (data.type === 'cancelled') setState((s) => ({ ...s, phase: 'cancelled' }));
      else if (data.type === 'done') setState((s) => ({ ...s, phase: 'ready', progress: 1 }));
      else if (data.blob) onSaved(data.name, data.blob);
      else {
        const file: ScannedFile = {
          name: data.name,
          findings: data.findings,
          notUtf8: data.notUtf8 ?? [],
          ...(data.error ? { error: data.error } : {}),
        };
        setState((s) => ({ ...s, files: [...s.files, file] }));
      }
    };
    start((id) => ({ type: 'scan', jobId: id, sources: sources.current }), 'scanning');
    return () => w.terminate();
    // The pane scans what the document held when it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    state,
    cancel: () => worker.current?.postMessage({ type: 'cancel', jobId: jobId.current }),
    rescan: () =>
      start((id) => ({ type: 'scan', jobId: id, sources: sources.current }), 'scanning'),
    save: (rejected: ReadonlySet<string>) =>
      start(
        (id) => ({ type: 'redact', jobId: id, sources: sources.current, rejected: [...rejected] }),
        'saving',
      ),
  };
}
