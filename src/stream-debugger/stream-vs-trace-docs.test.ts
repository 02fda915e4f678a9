import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { captureInputs } from '../../test/support/capture-inputs';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { applyInputs, initialTraceState } from '../store/reducer';
import { EventLog } from './event-log';
import {
  choiceLabel,
  counterpart,
  differentSessions,
  docKindOf,
  mainSessionId,
  type DocChoice,
} from './stream-vs-trace-docs';

const doc = (id: string, sessionId: string | undefined, kind: DocChoice['kind']): DocChoice => ({
  id,
  title: `title ${id}`,
  sessionId,
  kind,
});

describe('docKindOf', () => {
  it('tells the reference capture (a stream) from Trace records', () => {
    const stream = new EventLog();
    stream.append(captureInputs(), 0);
    expect(docKindOf(stream)).toBe('stream');
    const { meta, text } = createTraceBuilder();
    const trace = new EventLog();
    trace.append(recs([meta('s'), text('user', 'hi'), text('assistant', 'hello')]), 0);
    expect(docKindOf(trace)).toBe('Trace files');
  });
});

describe('mainSessionId', () => {
  it("reads a Trace's session_meta, and a stream's session_title (it has no session_meta)", () => {
    const { meta, text } = createTraceBuilder();
    const traceOf = (inputs: Parameters<typeof applyInputs>[1]) =>
      applyInputs(initialTraceState(), inputs);
    expect(mainSessionId(traceOf(recs([meta('s1'), text('user', 'hi')])))).toBe('s1');
    expect(mainSessionId(traceOf(captureInputs()))).toBe('session-2026-12-02-09-53-13-b04b7031');
  });
});

describe('counterpart', () => {
  const self = doc('a', 's1', 'stream');
  it('picks the Trace files of the same session over documents opened earlier', () => {
    const others = [
      doc('b', 's2', 'Trace files'),
      doc('c', 's1', 'stream'),
      doc('d', 's1', 'Trace files'),
    ];
    expect(counterpart(self, others, null)?.id).toBe('d');
    expect(counterpart(self, others.slice(0, 2), null)?.id).toBe('c');
    expect(counterpart(self, [doc('b', 's2', 'Trace files')], null)?.id).toBe('b');
  });
  it("keeps the reader's pick while it is open", () => {
    const others = [doc('b', 's2', 'Trace files'), doc('d', 's1', 'Trace files')];
    expect(counterpart(self, others, 'b')?.id).toBe('b');
    expect(counterpart(self, others, 'gone')?.id).toBe('d');
  });
  it('names documents by title and kind, and flags two sessions', () => {
    expect(choiceLabel(doc('d', 's1', 'Trace files'), en.streamDebugger.compare.docKind)).toBe(
      'title d — Trace files',
    );
    // A run and its re-run share a title: the picker says which file each is, as the tabs do.
    const rerun = { ...doc('r', 's1', 'Trace files'), note: 'run-rerun_001.jsonl' };
    expect(choiceLabel(rerun, en.streamDebugger.compare.docKind)).toBe(
      'title r · run-rerun_001.jsonl — Trace files',
    );
    expect(differentSessions(self, doc('b', 's2', 'Trace files'))).toBe(true);
    expect(differentSessions(self, doc('d', 's1', 'Trace files'))).toBe(false);
    expect(differentSessions(self, doc('e', undefined, 'Trace files'))).toBe(false);
  });
});
