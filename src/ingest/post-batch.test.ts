import { describe, expect, it } from 'vitest';
import { parseJsonl } from './parse-jsonl';
import { postBatch } from './post-batch';
import type { BatchMessage, WorkerResponse } from './worker-protocol';

const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const line = (text: string, extra = '') =>
  `{"timestamp":"2026-12-02T10:00:00.000Z","type":"model_msg","payload":{"type":"text","role":"assistant","text":"${text}"${extra}}}`;

describe('postBatch', () => {
  it('drops only the records a structured clone cannot take, naming their lines', () => {
    const { records, diagnostics } = parseJsonl(
      'deep.jsonl',
      [line('before'), line('deep', `,"nested":${deep}`), line('after'), ''].join('\n'),
      { trace: false },
    );
    expect(records).toHaveLength(3);
    const posted: WorkerResponse[] = [];
    // What postMessage does: clone, and throw when the clone fails.
    const post = (m: WorkerResponse) => posted.push(structuredClone(m));
    const message: BatchMessage = {
      type: 'batch',
      jobId: 1,
      fileIndex: 0,
      records,
      diagnostics,
      bytesRead: 10,
      totalBytes: 10,
    };
    postBatch(post, message);
    expect(posted).toHaveLength(1);
    const sent = posted[0] as BatchMessage;
    expect(sent.records.map((r) => r.at.line)).toEqual([1, 3]);
    expect(sent.diagnostics).toEqual([
      {
        file: 'deep.jsonl',
        line: 2,
        severity: 'error',
        reason: 'record nested too deep to pass to the page; skipped',
      },
    ]);
  });

  it('posts a batch that clones as it is', () => {
    const { records } = parseJsonl('f.jsonl', `${line('hi')}\n`, { trace: false });
    const posted: WorkerResponse[] = [];
    const message: BatchMessage = {
      type: 'batch',
      jobId: 1,
      fileIndex: 0,
      records,
      diagnostics: [],
      bytesRead: 1,
      totalBytes: 1,
    };
    postBatch((m) => posted.push(m), message);
    expect(posted).toEqual([message]);
  });
});
