import { describe, expect, it } from 'vitest';
import type { SourceStatus } from '../../docs/source-status';
import type { LiveSource } from '../../live/live-source';
import { applyInputs, initialTraceState } from '../../store/reducer';
import { createTraceBuilder, rec } from '../../../test/support/trace-builder';
import { askView } from '../../docs/trace-views';
import { sourceOfDoc, viewOfDoc } from './doc-url-state';
import { NO_FILTERS } from '../../store/filters/filter-state';

const { text } = createTraceBuilder();

const PAGE = 'http://127.0.0.1:4317/?trace=x';
const file: SourceStatus = {
  kind: 'file',
  load: { state: 'done', bytesRead: 0, totalBytes: 0, records: 0 },
};
const live = (source: LiveSource): SourceStatus => ({
  kind: 'live',
  ready: true,
  connection: { state: 'live', source, held: 0, syncing: false },
});

describe('sourceOfDoc', () => {
  it('reopens URLs, same-origin ones as paths', () => {
    const urls = ['http://127.0.0.1:4317/samples/a.jsonl', 'https://elsewhere/b.jsonl'];
    expect(sourceOfDoc({ kind: 'url', label: 'x', urls }, file, PAGE)).toEqual({
      kind: 'trace',
      urls: ['/samples/a.jsonl', 'https://elsewhere/b.jsonl'],
    });
  });

  it('names dropped files and pasted text, which a URL cannot reopen', () => {
    expect(sourceOfDoc({ kind: 'files', label: 'run.jsonl' }, file, PAGE)).toEqual({
      kind: 'local',
      name: 'run.jsonl',
    });
  });

  it('reconnects a live document to what it is connected to, but not to the demo', () => {
    const doc = { kind: 'sse', label: 's' } as const;
    expect(sourceOfDoc(doc, live({ kind: 'penguin', base: '', sessionId: 'abc' }), PAGE)).toEqual({
      kind: 'penguin',
      base: '',
      sessionId: 'abc',
    });
    expect(sourceOfDoc(doc, live({ kind: 'sse', url: 'http://127.0.0.1:4317/s' }), PAGE)).toEqual({
      kind: 'sse',
      url: '/s',
    });
    expect(
      sourceOfDoc(doc, live({ kind: 'penguin', base: '', sessionId: 'd', demo: true }), PAGE),
    ).toBeNull();
  });
});

const TOOLS_ONLY = { ...NO_FILTERS, kinds: new Set(['tools'] as const) };

describe('viewOfDoc', () => {
  const trace = applyInputs(initialTraceState(), [rec(text('user', 'hi'), 7)]);
  const id = [...trace.items][0]?.id ?? -1;

  it('names the focused session, the selected record and an open search', () => {
    const search = { open: true, query: { text: 'hi', caseSensitive: false, regex: false } };
    expect(
      viewOfDoc(askView(trace, 'recordRef', [id]), { focus: 'c', filters: TOOLS_ONLY }, search),
    ).toEqual({
      focus: 'c',
      record: 't.jsonl:7',
      search: search.query,
      filters: { kinds: 'tools' },
    });
  });

  it('leaves out a closed search and a selection that is gone', () => {
    const search = { open: false, query: { text: 'hi', caseSensitive: false, regex: false } };
    expect(
      viewOfDoc(askView(trace, 'recordRef', [999]), { focus: '', filters: NO_FILTERS }, search),
    ).toEqual({});
  });
});
