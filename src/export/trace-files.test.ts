import { describe, expect, it } from 'vitest';
import { parseJsonl } from '../ingest/parse-jsonl';
import { parseSse } from '../ingest/parse-sse';
import type { AnyEnvelope } from '../protocol/types';
import {
  readFixture,
  SESSION_A,
  TRACE_FILES,
  CHILD_ID,
  PARENT_ID,
} from '../../test/support/fixtures';
import { traceFiles, traceLine } from './trace-files';

describe('traceFiles', () => {
  it('writes the final history back as the three original Trace files, byte for byte', () => {
    const history = JSON.parse(readFixture(`${SESSION_A}messages-final.json`)) as {
      messages: AnyEnvelope[];
    };
    const files = traceFiles(history.messages, 'unused');
    expect(files.map((f) => f.name).sort()).toEqual([...TRACE_FILES].sort());
    // Only the rebuilt subagent pointer differs: its real timestamp is nowhere in the history.
    const pointerTime = (text: string) =>
      text.replace(
        /"timestamp":"[^"]*"(,"type":"event_msg","payload":\{"type":"subagent")/,
        '"timestamp":"T"$1',
      );
    for (const f of files)
      expect(pointerTime(f.text)).toBe(pointerTime(readFixture(`${SESSION_A}${f.name}`)));
    expect(files.find((f) => f.name.startsWith(PARENT_ID))?.text).toContain(
      `"payload":{"type":"subagent","session_id":"${CHILD_ID}"}`,
    );
  });

  it('keeps complete records of a live stream only, the child apart with origin removed', () => {
    const items = parseSse('s', readFixture(`${SESSION_A}stream.sse`)).items;
    const records = items.flatMap((i) => (i.kind === 'record' ? [i.envelope] : []));
    const files = traceFiles(records, PARENT_ID);
    const parent = files.find((f) => f.name === `${PARENT_ID}_001.jsonl`);
    const child = files.find((f) => f.name === `${CHILD_ID}_001.jsonl`);
    expect(parent && child).toBeTruthy();
    for (const f of files) {
      const { records: back } = parseJsonl(f.name, f.text);
      expect(back.length).toBe(f.records);
      expect(back.every((r) => r.envelope.origin === undefined)).toBe(true);
      expect(back.some((r) => String(r.envelope.payload.type).startsWith('partial_'))).toBe(false);
    }
    // The child's records as the child's own Trace file has them.
    const childTrace = readFixture(`${SESSION_A}${CHILD_ID}_001.jsonl`).split('\n');
    for (const line of child?.text.trim().split('\n') ?? []) expect(childTrace).toContain(line);
  });

  it('serialises the received object: key order and fidelity untouched', () => {
    const line =
      '{"timestamp":"t","type":"model_msg","payload":{"type":"thinking","thinking":"x","role":"assistant","fidelity":{"z":1,"a":[2,{"y":"\\u00e9"}]}},"origin":["c"]}';
    expect(traceLine(JSON.parse(line) as AnyEnvelope)).toBe(
      '{"timestamp":"t","type":"model_msg","payload":{"type":"thinking","thinking":"x","role":"assistant","fidelity":{"z":1,"a":[2,{"y":"é"}]}}}',
    );
  });
});
