// Every likely secret replaced, no review: "Save as HTML" with "Redact first". The same worker and
// rules as the redaction pane, one `redact` request with nothing rejected.
import type { RedactRequest, RedactResponse, RedactSource } from '../../redact/redact-job';
import type { Finding } from '../../redact/scan';
import { currentCatalog } from '../i18n/language-store';

export interface RedactedFile {
  name: string;
  blob: Blob;
}

export function redactAll(
  sources: RedactSource[],
): Promise<{ files: RedactedFile[]; findings: Finding[] }> {
  const worker = new Worker(new URL('../../redact/redact.worker.ts', import.meta.url), {
    type: 'module',
  });
  const words = currentCatalog().redact;
  const files: RedactedFile[] = [];
  const findings: Finding[] = [];
  return new Promise<{ files: RedactedFile[]; findings: Finding[] }>((resolve, reject) => {
    worker.onerror = (e) => reject(new Error(e.message || words.workerFailed));
    worker.onmessage = ({ data }: MessageEvent<RedactResponse>) => {
      if (data.type === 'file') {
        if (!data.blob) reject(new Error(words.notRedacted(data.name, data.error ?? words.unread)));
        else files.push({ name: data.name, blob: data.blob });
        // One by one: push(...list) passes every item as an argument, and a file's hundreds of
        // thousands of findings overflowed the stack (the status then said none were replaced).
        for (const f of data.findings) findings.push(f);
      } else if (data.type === 'done') resolve({ files, findings });
    };
    const request: RedactRequest = { type: 'redact', jobId: 1, sources, rejected: [] };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}
