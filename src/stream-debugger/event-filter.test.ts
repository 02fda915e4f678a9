import { describe, expect, it } from 'vitest';
import { EventLog } from './event-log';
import { EventFilterer, NO_FILTER, type EventFilter } from './event-filter';
import { captureInputs } from '../../test/support/capture-inputs';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { keepFile } from '../ingest/kept-files';
import { LineStarts } from '../ingest/line-starts';
import { parseJsonl } from '../ingest/parse-jsonl';
import type { AnyEnvelope } from '../protocol/types';

const log = new EventLog();
log.append(captureInputs(), 0);
const CHILD = 'session-2026-12-02-09-53-22-f7775cf5';
/** A filter with no earlier answers to reuse. */
const filterEvents = (l: EventLog, f: EventFilter) => new EventFilterer().run(l, f);

describe('filterEvents', () => {
  it('passes everything with no filter', () => {
    expect(filterEvents(log, NO_FILTER)).toHaveLength(235);
  });

  it('filters by record type or payload type', () => {
    expect(filterEvents(log, { type: 'server_event', text: '' })).toHaveLength(18);
    const approvals = filterEvents(log, { type: 'approval_request', text: '' });
    expect(approvals.length).toBeGreaterThan(0);
    expect([...approvals].every((i) => log.entry(i)?.payloadType === 'approval_request')).toBe(
      true,
    );
  });

  it('filters by session and by text, and within a given set', () => {
    const child = filterEvents(log, { type: '', session: CHILD, text: '' });
    expect(child.length).toBeGreaterThan(10);
    expect([...child].every((i) => log.entry(i)?.session === CHILD)).toBe(true);
    const hits = filterEvents(log, { type: '', text: 'HELLO-ARCTIC' });
    expect(hits.length).toBeGreaterThan(0);
    expect(filterEvents(log, { type: '', text: 'hello-arctic', only: [0, 1, 2] })).toHaveLength(0);
  });
});

describe('EventFilterer', () => {
  it('answers as a fresh filter would, through typing, deleting, other filters and growth', () => {
    const inputs = captureInputs();
    const growing = new EventLog();
    growing.append(inputs.slice(0, 100), 0);
    const filterer = new EventFilterer();
    const steps: EventFilter[] = [
      ...['h', 'he', 'hel', 'hell', 'hello', 'hello-', 'hello-arctic'].map((text) => ({
        type: '',
        text,
      })),
      { type: '', text: 'hello' },
      { type: 'tool_call', text: 'hello' },
      { type: 'tool_call', text: 'HELLO-arc' },
      { type: '', session: CHILD, text: 'e' },
      { type: '', session: CHILD, text: 'ec' },
    ];
    for (const [k, f] of steps.entries()) {
      if (k === 1) growing.append(inputs.slice(100, 200), 0);
      if (k === 12) growing.append(inputs.slice(200), 0);
      expect([...filterer.run(growing, f)]).toEqual([...filterEvents(growing, f)]);
    }
    expect(filterer.run(growing, { type: '', text: 'hello-arctic' }).length).toBeGreaterThan(0);
  });
});

describe('a text filter over outputs kept in their file', () => {
  it('finds them once the log has read them back, and not from earlier answers', async () => {
    const b = createTraceBuilder();
    const output = `${'a line of the log\n'.repeat(2_000)}needle-at-the-end`;
    const line = JSON.stringify(b.makeToolOutput({ output, tool_call_id: 'c1' }));
    const bytes = new TextEncoder().encode(`${line}\n`);
    const starts = new LineStarts();
    starts.push(bytes);
    const nonce = keepFile(new Blob([bytes]));
    const records = parseJsonl('kept.jsonl', `${line}\n`, { keep: { nonce, starts } }).records;
    const kept = new EventLog();
    kept.append(recs(records.map((r) => r.envelope as AnyEnvelope)), 0);
    const filterer = new EventFilterer();
    const find = { type: '', text: 'NEEDLE-AT' };
    expect(filterer.run(kept, find)).toHaveLength(0);
    kept.warmSearch(100);
    expect(await kept.readKeptTexts()).toBe(true);
    expect(kept.textsVersion).toBe(1);
    expect([...filterer.run(kept, find)]).toEqual([0]);
    expect(await kept.readKeptTexts()).toBe(false);
  });

  it('past its budget of held texts, reads the rest back for each search text, holding none', async () => {
    const b = createTraceBuilder();
    const outputs = ['first', 'second'].map(
      (name) => `${'a line of the log\n'.repeat(2_000)}needle-in-the-${name}`,
    );
    const lines = outputs.map((output, i) =>
      JSON.stringify(b.makeToolOutput({ output, tool_call_id: `c${i}` })),
    );
    const text = `${lines.join('\n')}\n`;
    const bytes = new TextEncoder().encode(text);
    const starts = new LineStarts();
    starts.push(bytes);
    const nonce = keepFile(new Blob([bytes]));
    const records = parseJsonl('kept.jsonl', text, { keep: { nonce, starts } }).records;
    const log = new EventLog();
    log.append(recs(records.map((r) => r.envelope as AnyEnvelope)), 0);
    const filterer = new EventFilterer();
    const find = (t: string) => [...filterer.run(log, { type: '', text: t })];
    log.warmSearch(100);
    // Room for one event's values: the first is held, the second is read per search.
    expect(await log.readKeptTexts(bytes.length / 2 + 1000)).toBe(true);
    expect(log.keptUnread).toBe(true);
    expect(find('needle-in-the')).toEqual([0]);
    expect(await log.findKept('needle-in-the', () => false)).toBe(true);
    expect(find('needle-in-the')).toEqual([0, 1]);
    expect(find('NEEDLE-IN-THE-SECOND')).toEqual([]);
    expect(await log.findKept('needle-in-the-second', () => false)).toBe(true);
    expect(find('NEEDLE-IN-THE-SECOND')).toEqual([1]);
    // Its reference is not taken for its text once the values were read for that search.
    expect(await log.findKept('omniscope-kept', () => false)).toBe(true);
    expect(find('omniscope-kept')).toEqual([]);
    // A search a newer one replaced finds nothing and changes nothing.
    const version = log.textsVersion;
    expect(await log.findKept('a line', () => true)).toBe(false);
    expect(log.textsVersion).toBe(version);
    expect(find('omniscope-kept')).toEqual([]);
  });
});
