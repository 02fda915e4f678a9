// Broken inputs, written as small temp files. Trace files never hold partials (a partial in a
// .jsonl is a reader error), so the fragment rules are exercised through .sse captures.
import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../test/support/trace-builder';
import { lines, runCli, sse, tempFile, validateJson, writeTemp } from '../test/support/cli-harness';

const { begin, call, decide, end, meta, model, output, text } = createTraceBuilder();

const ID = 'session-2026-12-02-10-00-00-0123abcd';
const turn = [begin(), text('assistant', 'hi'), end('completed')];

describe('validate on broken Trace files', () => {
  it('a malformed middle line: an error at its line, every other record kept and counted', async () => {
    const bad = tempFile(
      'bad.jsonl',
      lines([meta(ID), text('user', 'go'), '{"timestamp": oops', ...turn]),
    );
    const r = await validateJson(bad);
    expect(r).toMatchObject({ code: 1, ok: false, errors: 1, records: 5 });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        file: bad,
        line: 3,
        severity: 'error',
        excerpt: '{"timestamp": oops',
      }),
    ]);
    expect(r.diagnostics[0]?.reason).toMatch(/^invalid JSON/);
    expect(r.counts).toEqual({
      session_meta: 1,
      'model_msg:text': 2,
      'event_msg:request_begin': 1,
      'event_msg:request_end': 1,
    });
    const human = await runCli(['validate', bad]);
    expect(human.code).toBe(1);
    expect(human.stdout).toContain(`${bad}:3: error: invalid JSON`);
    expect(human.stdout).toContain('\n    {"timestamp": oops\n');
    expect(human.stdout).toMatch(/1 error, 0 warnings\nFAILED\n$/);
  });

  it('a torn last line (no newline) is a warning; the file passes', async () => {
    const body = lines([meta(ID), ...turn]) + '{"timestamp":"2026-12-02T10:00:0';
    const torn = tempFile('torn.jsonl', body);
    const r = await validateJson(torn);
    expect(r).toMatchObject({ code: 0, ok: true, errors: 0, warnings: 1, records: 4 });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        line: 5,
        severity: 'warning',
        reason: expect.stringMatching(/last line is incomplete/),
      }),
    ]);
  });

  it('a session_meta missing a required field: a warning naming it, its session id and model kept', async () => {
    const partial = meta(ID);
    const { workspace: _gone, ...payload } = partial.payload;
    const file = tempFile('meta.jsonl', lines([{ ...partial, payload }, ...turn]));
    const r = await validateJson(file);
    expect(r).toMatchObject({ code: 0, ok: true, errors: 0, warnings: 1, records: 4 });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        line: 1,
        severity: 'warning',
        code: 'meta-field-missing',
        reason: 'session_meta without its required field payload.workspace: the rest of it is kept',
      }),
    ]);
    expect(r.counts).toMatchObject({ session_meta: 1 });
    const human = await runCli(['validate', file]);
    expect(human.stdout).toContain(
      `${file}:1: warning: session_meta without its required field payload.workspace`,
    );
    expect(human.stdout).toContain(ID);
    const zh = await runCli(['validate', file], { env: { LANG: 'zh_CN.UTF-8' } });
    expect(zh.stdout).toContain('session_meta 缺少必填字段 payload.workspace：其余字段已保留');
  });

  it('a tool call without output', async () => {
    const f = tempFile(
      'f.jsonl',
      lines([
        meta(ID),
        begin(),
        call('c1', 'exec_command', '{}'),
        decide('c1', 'allow'),
        end('completed'),
      ]),
    );
    const r = await validateJson(f);
    expect(r.code).toBe(1);
    expect(r.violations).toEqual([
      expect.objectContaining({
        rule: 'call-without-output',
        severity: 'error',
        file: f,
        line: 3,
        section: '§9',
      }),
    ]);
    expect(r.sessions[0]?.toolCalls).toMatchObject({ total: 1, allowed: 1, withoutOutput: 1 });
  });

  it('an approval after the output', async () => {
    const f = tempFile(
      'f.jsonl',
      lines([
        meta(ID),
        begin(),
        call('c1', 'exec_command', '{}'),
        output('c1', 'done'),
        decide('c1', 'allow'),
        end('completed'),
      ]),
    );
    const r = await validateJson(f);
    expect(r.violations.map((v) => [v.rule, v.severity, v.line])).toEqual([
      ['approval-after-output', 'error', 5],
    ]);
    expect(r.code).toBe(1);
  });

  it('a request_end without request_begin', async () => {
    const f = tempFile('f.jsonl', lines([meta(ID), text('assistant', 'x'), end('completed')]));
    const r = await validateJson(f);
    expect(r.violations.map((v) => [v.rule, v.severity, v.line])).toEqual([
      ['request-end-without-begin', 'error', 3],
    ]);
    expect(r.code).toBe(1);
  });

  it('a partial in a Trace file is a reader error, the record still kept', async () => {
    const partial = model({
      type: 'partial_text',
      role: 'assistant',
      event_type: 'start',
      text: 'h',
    });
    const f = tempFile('f.jsonl', lines([meta(ID), begin(), partial]));
    const r = await validateJson(f);
    expect(r.code).toBe(1);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        line: 3,
        severity: 'error',
        reason: expect.stringMatching(/never contain partials/),
      }),
    ]);
    expect(r.records).toBe(3);
  });
});

const part = (type: 'partial_text', event_type: 'start' | 'delta' | 'stop', piece: string) =>
  model({ type, role: 'assistant', event_type, text: piece });

describe('validate on broken SSE captures', () => {
  it('a delta with no start', async () => {
    const s = tempFile(
      's.sse',
      sse([
        { data: begin(), id: 'e-1' },
        { data: part('partial_text', 'delta', 'lo'), id: 'e-2' },
        { data: end('completed'), id: 'e-3' },
      ]),
    );
    const r = await validateJson(s);
    expect(r.violations).toContainEqual(
      expect.objectContaining({ rule: 'fragment-without-start', file: s, eventId: 'e-2' }),
    );
    const human = await runCli(['validate', s]);
    expect(human.stdout).toContain(`${s}#e-2: `);
    expect(human.stdout).toContain('fragment-without-start (§4)');
  });

  it('concatenated deltas that differ from the complete message', async () => {
    const s = tempFile(
      's.sse',
      sse([
        { data: begin(), id: 'e-1' },
        { data: part('partial_text', 'start', 'He'), id: 'e-2' },
        { data: part('partial_text', 'delta', 'llo'), id: 'e-3' },
        { data: part('partial_text', 'stop', ''), id: 'e-4' },
        { data: text('assistant', 'Help'), id: 'e-5' },
        { data: end('completed'), id: 'e-6' },
      ]),
    );
    const r = await validateJson(s);
    expect(r.violations).toEqual([
      expect.objectContaining({ rule: 'fragment-mismatch', severity: 'error', eventId: 'e-5' }),
    ]);
    expect(r.code).toBe(1);
  });

  it('a bad event and an unknown server event: diagnostics with the event id; server events counted', async () => {
    const s = tempFile(
      's.sse',
      sse([
        { data: { type: 'task_state', state: 'running' }, event: 'server_event', id: 'e-1' },
        { data: { nope: 1 }, id: 'e-2' },
        { data: { type: 'something_new' }, event: 'server_event', id: 'e-3' },
      ]),
    );
    const r = await validateJson(s);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ file: s, eventId: 'e-2', severity: 'error' }),
      { file: s, severity: 'warning', reason: 'no records', code: 'no-records' },
    ]);
    expect(r.counts).toEqual({
      'server_event:task_state': 1,
      'server_event:something_new': 1,
    });
    expect(r.records).toBe(0);
  });
});

describe('validate on files it cannot use', () => {
  it('a missing file: an error for it, the others still read, exit 1', async () => {
    const good = tempFile('good.jsonl', lines([meta(ID), ...turn]));
    const r = await validateJson('/nonexistent/x.jsonl', good);
    expect(r).toMatchObject({ code: 1, records: 4, errors: 1 });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        file: '/nonexistent/x.jsonl',
        severity: 'error',
        reason: expect.stringMatching(/^cannot read: .*ENOENT/),
      }),
    ]);
    expect(r.sessions).toHaveLength(1);
  });

  it('a directory is an error', async () => {
    const r = await validateJson('/tmp');
    expect(r.diagnostics[0]).toMatchObject({
      file: '/tmp',
      severity: 'error',
      reason: 'cannot read: not a regular file',
    });
  });

  it('unknown extensions are sniffed: SSE by its fields, JSONL by "{"; anything else is an error', async () => {
    const files = writeTemp({
      'capture.txt': `: comment\n\n${sse([{ data: text('assistant', 'x'), id: 'e-1' }])}`,
      'trace.log': lines([meta(ID), ...turn]),
      'notes.md': '# hello\n',
    });
    const r = await validateJson(files['capture.txt']!, files['trace.log']!, files['notes.md']!);
    expect(r.records).toBe(5);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        file: files['notes.md'],
        severity: 'error',
        reason: expect.stringMatching(/unknown format/),
      }),
    ]);
  });

  it('the same file twice is read once, with a warning', async () => {
    const good = tempFile('good.jsonl', lines([meta(ID), ...turn]));
    const r = await validateJson(good, good);
    expect(r).toMatchObject({ code: 0, records: 4, warnings: 1 });
  });

  it('a Trace file found in two folders is read once: the larger copy, the other left out with a warning', async () => {
    const name = `${ID}_001.jsonl`;
    // Two temp folders, one name: the same session and rotation under two paths, the first copy
    // taken before the session ended.
    const early = writeTemp({ [name]: lines([meta(ID), text('user', 'go')]) })[name] ?? '';
    const whole = writeTemp({ [name]: lines([meta(ID), ...turn]) })[name] ?? '';
    const r = await validateJson(early, whole);
    expect(r).toMatchObject({ code: 0, records: 4, warnings: 1 });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ file: early, severity: 'warning', code: 'copy-left-out' }),
    ]);
    expect(r.diagnostics[0]?.reason).toBe(
      `the same Trace file twice: ${whole} is read, its copy ${early} left out`,
    );
  });

  it('a renamed copy (a second download, "<id>_001 (1).jsonl") is listed and counted once, as the library counts it', async () => {
    const name = `${ID}_001.jsonl`;
    const whole = lines([meta(ID), ...turn]);
    const files = writeTemp({
      [name]: whole,
      [`${ID}_001 (1).jsonl`]: whole,
      // Taken while the session ran: its first bytes, cut short.
      [`${ID}_001 (2).jsonl`]: whole.slice(0, whole.length - 10),
    });
    const [kept, copy, early] = Object.values(files) as [string, string, string];
    const r = await validateJson(kept, copy, early);
    expect(r).toMatchObject({ code: 0, errors: 0, warnings: 2, records: 4, violations: [] });
    expect(r.diagnostics.map((d) => [d.file, d.code])).toEqual([
      [copy, 'copy-left-out'],
      [early, 'copy-left-out'],
    ]);
    expect(r.sessions.map((s) => [s.id, s.files, s.requests.total])).toEqual([[ID, [kept], 1]]);
  });

  it('a renamed file whose bytes differ is no copy: read as the file it is', async () => {
    const files = writeTemp({
      [`${ID}_001.jsonl`]: lines([meta(ID), ...turn]),
      'renamed.jsonl': lines([meta(ID), text('user', 'another run'), ...turn]),
    });
    const r = await validateJson(...Object.values(files));
    expect(r.diagnostics.filter((d) => d.code === 'copy-left-out')).toEqual([]);
    expect(r.records).toBe(4 + 5);
  });

  it('unrelated sessions in one call are all listed, each with its own state', async () => {
    const other = 'session-2026-12-02-11-00-00-0123abce';
    const files = writeTemp({
      [`${ID}_001.jsonl`]: lines([meta(ID), ...turn]),
      [`${other}_001.jsonl`]: lines([meta(other), ...turn, ...turn]),
    });
    const r = await validateJson(...Object.values(files));
    expect(r).toMatchObject({ code: 0, ok: true, violations: [] });
    expect(r.sessions.map((s) => [s.id, s.parent, s.requests.total])).toEqual([
      [ID, null, 1],
      [other, null, 2],
    ]);
  });
});

describe('validate on saved /messages responses (.json)', () => {
  it('a JSON file that is not a /messages response is an error', async () => {
    const f = tempFile('other.json', '{"hello": [1, 2]}');
    const r = await validateJson(f);
    expect(r.code).toBe(1);
    expect(r.diagnostics[0]?.reason).toMatch(/no "messages" array/);
  });

  it('positions are JSON paths; a snapshot with `live` is not ended (an open call is not an error)', async () => {
    const running = {
      messages: [text('user', 'go'), begin(), call('c1', 'exec_command', '{}'), { nope: true }],
      live: { cursor: 'x-9', fragments: [] },
    };
    const f = tempFile('m.json', JSON.stringify(running));
    const r = await validateJson(f);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ file: f, eventId: 'messages[3]', severity: 'error' }),
    ]);
    expect(r.violations).toEqual([]);
    const ended = tempFile('m.json', JSON.stringify({ messages: running.messages.slice(0, 3) }));
    expect((await validateJson(ended)).violations.map((v) => [v.rule, v.eventId])).toEqual([
      ['call-without-output', 'messages[2]'],
    ]);
  });
});
