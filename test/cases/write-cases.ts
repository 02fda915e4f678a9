// Writes generated cases as Trace-named JSONL files into a fresh temp dir, for the file input.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyEnvelope } from '../../src/protocol/types';
import { jsonl } from '../support/trace-builder';
import type { CaseBuilder } from './case-builder';

export function writeCase(sessionId: string, c: CaseBuilder): string {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-case-'));
  const path = join(dir, `${sessionId}_001.jsonl`);
  writeFileSync(path, c.jsonl());
  return path;
}

/** Writes each session's records as its own Trace file in one fresh temp dir; their paths. */
export function writeSessionFiles(
  files: readonly { sessionId: string; records: readonly AnyEnvelope[] }[],
): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-case-'));
  return files.map(({ sessionId, records }) => {
    const path = join(dir, `${sessionId}_001.jsonl`);
    writeFileSync(path, jsonl(records));
    return path;
  });
}
