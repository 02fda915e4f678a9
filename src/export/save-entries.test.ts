import { describe, expect, it } from 'vitest';
import { EventLog } from '../stream-debugger/event-log';
import { captureInputs } from '../../test/support/capture-inputs';
import { captureName, saveEntries } from './save-entries';

function logOfCapture(): EventLog {
  const log = new EventLog();
  log.append(captureInputs(), 0);
  return log;
}

describe('saveEntries of a file document', () => {
  it('offers a capture opened again once, under its own name, as the capture', () => {
    const file = new Blob(['event: x\n\n']);
    const entries = saveEntries(null, 'stream.sse', [{ name: 'stream.sse', file }], logOfCapture());
    expect(entries.map((e) => [e.name, e.capture, e.records])).toEqual([['stream.sse', true, 235]]);
  });

  it('adds a capture named after the session to Trace files', () => {
    const file = new Blob(['{}\n']);
    const entries = saveEntries(null, 't', [{ name: 'a_001.jsonl', file }], logOfCapture(), 's-1');
    expect(entries.map((e) => [e.name, e.capture])).toEqual([
      ['a_001.jsonl', undefined],
      ['s-1.sse', true],
    ]);
  });
});

describe('captureName', () => {
  it('says .sse once', () => {
    expect(captureName('stream.sse')).toBe('stream.sse');
    expect(captureName('run.SSE')).toBe('run.sse');
    expect(captureName('session-1')).toBe('session-1.sse');
  });
});
