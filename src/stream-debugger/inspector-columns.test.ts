import { describe, expect, it } from 'vitest';
import { captureInputs } from '../../test/support/capture-inputs';
import { createTraceBuilder } from '../../test/support/trace-builder';
import type { TraceInput } from '../store/model';
import { EventLog } from './event-log';
import { inspectorColumns } from './inspector-columns';

describe('inspectorColumns', () => {
  it('sizes a stream: SSE ids, clocks, and a type column as wide as its longest kind', () => {
    const log = new EventLog();
    log.append(captureInputs(), 0);
    log.append(
      [
        {
          kind: 'server',
          event: { type: 'credentials_update_request' } as never,
          at: { eventId: '85c3bf63-999' },
        },
      ],
      0,
    );
    const { wide, fromFile } = inspectorColumns(log);
    expect(fromFile).toBe(false);
    const kind = 'server_event credentials_update_request · delta'.length;
    expect(wide).toBe(`3ch 12ch 12ch 12ch 6ch 20ch minmax(min(${kind}ch,18ch),1fr) 5ch`);
  });

  it('gives a file narrow SSE id and arrival columns: it has neither', () => {
    const { text } = createTraceBuilder();
    const inputs = [text('user', 'hi'), text('assistant', 'hello')].map(
      (envelope, line): TraceInput => ({ kind: 'record', envelope, at: { file: 'a.jsonl', line } }),
    );
    const log = new EventLog();
    log.append(inputs, 0);
    const { wide, fromFile } = inspectorColumns(log);
    expect(fromFile).toBe(true);
    expect(wide.split(' ').slice(0, 3)).toEqual(['3ch', '6ch', '4ch']);
  });
});
