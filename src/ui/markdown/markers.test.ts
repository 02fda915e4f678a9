import { describe, expect, it } from 'vitest';
import { parseMarkers } from './markers';

describe('parseMarkers', () => {
  it('keeps plain text whole', () => {
    expect(parseMarkers('hello **world**')).toEqual([{ kind: 'text', text: 'hello **world**' }]);
    expect(parseMarkers('')).toEqual([]);
  });

  it('reads the real context_summary (newlines inside the tags)', () => {
    const text = '[context_summary]\nThe user asked for an arctic scenario.\n[/context_summary]';
    expect(parseMarkers(text)).toEqual([
      {
        kind: 'marker',
        name: 'context_summary',
        body: 'The user asked for an arctic scenario.',
        closed: true,
      },
    ]);
  });

  it('reads the real [summary] on one line, and text around it', () => {
    const text = 'Reply in this format:\n\n[summary]put the summary here...[/summary]\nthanks';
    expect(parseMarkers(text)).toEqual([
      { kind: 'text', text: 'Reply in this format:\n' },
      { kind: 'marker', name: 'summary', body: 'put the summary here...', closed: true },
      { kind: 'text', text: 'thanks' },
    ]);
  });

  it('runs an unclosed block to the next block opener or the end', () => {
    expect(parseMarkers('[turn_aborted]\nrequest: x\npartial: y')).toEqual([
      { kind: 'marker', name: 'turn_aborted', body: 'request: x\npartial: y', closed: false },
    ]);
    expect(parseMarkers('[background_task_done] job 7\nall good\n[goal]\nship it')).toEqual([
      { kind: 'marker', name: 'background_task_done', body: 'job 7\nall good', closed: false },
      { kind: 'marker', name: 'goal', body: 'ship it', closed: false },
    ]);
  });

  it('takes an argument after a colon', () => {
    expect(parseMarkers('[model_switch_from: gpt-4o]\nnow on another model')).toEqual([
      {
        kind: 'marker',
        name: 'model_switch_from',
        arg: 'gpt-4o',
        body: 'now on another model',
        closed: false,
      },
    ]);
  });

  it('splits inline attachments into chips', () => {
    expect(parseMarkers('see [attached file: /tmp/a b.txt] and [attached image: x.png]')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'marker', name: 'attached_file', arg: '/tmp/a b.txt' },
      { kind: 'text', text: ' and ' },
      { kind: 'marker', name: 'attached_image', arg: 'x.png' },
    ]);
  });

  it('reads the angle-bracket forms only when closed', () => {
    expect(parseMarkers('<summary>\nold style\n</summary>')).toEqual([
      { kind: 'marker', name: 'summary', body: 'old style', closed: true },
    ]);
    expect(parseMarkers('<summary> is an HTML tag')).toEqual([
      { kind: 'text', text: '<summary> is an HTML tag' },
    ]);
  });

  it('ignores tags mid-sentence and inside fenced code', () => {
    const mid = 'the `[goal]` marker starts a goal';
    expect(parseMarkers(mid)).toEqual([{ kind: 'text', text: mid }]);
    const fenced = '```\n[summary]x[/summary]\n[attached file: a]\n```\nafter';
    expect(parseMarkers(fenced)).toEqual([{ kind: 'text', text: fenced }]);
  });

  it('ignores unknown tags and keeps nested markers in the body for a recursive render', () => {
    expect(parseMarkers('[tag]x[/tag]')).toEqual([{ kind: 'text', text: '[tag]x[/tag]' }]);
    const nested = '[turn_retried]\nreq [attached file: a.txt]\n[/turn_retried]\nnext';
    expect(parseMarkers(nested)).toEqual([
      { kind: 'marker', name: 'turn_retried', body: 'req [attached file: a.txt]', closed: true },
      { kind: 'text', text: 'next' },
    ]);
  });

  it('loses no characters outside markers on arbitrary text', () => {
    const text = 'a\n[user_steering]\nb\n[/user_steering]\nc [attached image: i.png] d';
    const segs = parseMarkers(text);
    expect(segs.map((s) => s.kind)).toEqual(['text', 'marker', 'text', 'marker', 'text']);
  });
});
