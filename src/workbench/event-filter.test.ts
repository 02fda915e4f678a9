import { describe, expect, it } from 'vitest';
import { EventLog } from './event-log';
import { filterEvents, isFiltered, NO_FILTER } from './event-filter';
import { captureInputs } from '../../test/support/capture-inputs';

const log = new EventLog();
log.append(captureInputs(), 0);
const CHILD = 'session-2026-12-02-09-53-22-f7775cf5';

describe('filterEvents', () => {
  it('passes everything with no filter', () => {
    expect(filterEvents(log, NO_FILTER)).toHaveLength(235);
    expect(isFiltered(NO_FILTER)).toBe(false);
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
