import { describe, expect, it } from 'vitest';
import { formatEventId, formatSseEvent, newEpoch, parseEventId } from './sse-wire';

describe('parseEventId', () => {
  it('reads <epoch>-<seq>', () => {
    expect(parseEventId('85c3bf63-17')).toEqual({ epoch: '85c3bf63', seq: 17 });
  });

  it('takes the last part as the seq when the epoch holds dashes', () => {
    expect(parseEventId('a-b-3')).toEqual({ epoch: 'a-b', seq: 3 });
  });

  it.each(['', 'abc', '85c3bf63-', '-5', '85c3bf63-1x', '85c3bf63-1.5', 'a b-1', undefined])(
    'refuses %j',
    (text) => {
      expect(parseEventId(text)).toBeNull();
    },
  );

  it('round-trips a formatted id', () => {
    const id = { epoch: newEpoch(), seq: 42 };
    expect(parseEventId(formatEventId(id))).toEqual(id);
  });
});

describe('formatSseEvent', () => {
  it('writes event, data and id lines and a blank line', () => {
    expect(formatSseEvent('{"a":1}', { id: 'e-1', event: 'server_event' })).toBe(
      'event: server_event\ndata: {"a":1}\nid: e-1\n\n',
    );
  });

  it('leaves unnamed events unnamed', () => {
    expect(formatSseEvent('{}', { id: 'e-2' })).toBe('data: {}\nid: e-2\n\n');
  });

  it('re-encodes pretty JSON onto a single line', () => {
    expect(formatSseEvent('{\n  "a": "x"\n}')).toBe('data: {"a":"x"}\n\n');
  });

  it('splits non-JSON multi-line data into several data lines', () => {
    expect(formatSseEvent('a\r\nb')).toBe('data: a\ndata: b\n\n');
  });
});
