import { expect } from 'vitest';
import { createJobRunner } from '../../src/ingest/parse-job';
import { decodeRecords } from '../../src/ingest/wire-records';
import type { WorkerResponse } from '../../src/ingest/worker-protocol';
import type { AnyEnvelope } from '../../src/protocol/types';

/** `file`'s records as the parse worker sends them, its long values kept when `keep` names it. */
export async function parseFile(file: File, keep?: string): Promise<AnyEnvelope[]> {
  const messages: WorkerResponse[] = [];
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const run = createJobRunner((m) => {
    messages.push(m);
    if (m.type !== 'batch') done();
  });
  run({
    type: 'parse',
    jobId: 1,
    fileIndex: 0,
    name: file.name,
    source: { kind: 'file', file },
    origin: [],
    maxLineLength: 1 << 26,
    ...(keep ? { keep } : {}),
  });
  await finished;
  expect(messages.at(-1)?.type).toBe('done');
  return messages.flatMap((m) =>
    m.type === 'batch' && m.records ? decodeRecords(m.records).map((r) => r.envelope) : [],
  );
}
