// What a hostile or huge input must not do to `validate`: overflow the stack, flood the terminal,
// write escape sequences to it, or pass silently.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../test/support/trace-builder';
import { buildReport } from './report';
import { lines, runCli, tempFile, validateJson } from '../test/support/cli-harness';
import { validateFiles } from './validate-files';
import { writeJson } from './write-json';

const { meta, text, call } = createTraceBuilder();

const ID = 'session-2026-12-02-10-00-00-0123abcd';
const META = JSON.stringify(meta(ID));
const TEXT = JSON.stringify(text('assistant', 'hi'));

describe('validate at any size', () => {
  it('30,000 bad lines: every diagnostic in --json; 50 per file, then a count, for people', async () => {
    const path = tempFile(`${ID}_001.jsonl`, `${META}\n${'not json\n'.repeat(30_000)}`);
    const json = await validateJson(path);
    expect(json).toMatchObject({ code: 1, records: 1, errors: 30_000 });
    expect(json.diagnostics).toHaveLength(30_000);
    expect(json.diagnostics[29_999]).toMatchObject({ line: 30_001, severity: 'error' });

    const human = await runCli(['validate', path]);
    expect(human.code).toBe(1);
    expect(human.stdout.match(/: error: invalid JSON/g)).toHaveLength(50);
    expect(human.stdout).toContain(`${path}: … and 29950 more problems (--json lists them all)`);
    expect(human.stdout).toContain('30000 errors, 0 warnings');

    const few = await runCli(['validate', '--max-diagnostics', '3', path]);
    expect(few.stdout.match(/: error: invalid JSON/g)).toHaveLength(3);
    expect(few.stdout).toContain('… and 29997 more problems');
  }, 120_000);

  it('a million valid lines go through whole', async () => {
    const path = tempFile(`${ID}_001.jsonl`, '');
    writeFileSync(path, `${META}\n${`${TEXT}\n`.repeat(1_000_000)}`);
    const r = await runCli(['validate', path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1000001 records in 1 file');
    expect(r.stdout).toContain('0 errors, 0 warnings');
  }, 600_000);

  it('--json is written piece by piece, and reads as JSON.stringify writes it', async () => {
    const path = tempFile(`${ID}_001.jsonl`, `${META}\nnot json\n{"type":1}\n`);
    const report = buildReport(await validateFiles([path]));
    let out = '';
    writeJson({ ...report }, (t) => (out += t));
    expect(out).toBe(`${JSON.stringify(report, null, 2)}\n`);
  });
});

// eslint-disable-next-line no-control-regex -- what must not reach a terminal
const RAW_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202e]/;
const ESC = String.fromCharCode(0x1b);
const PAINT = new RegExp(`${ESC}\\[\\d+m`, 'g');

describe('validate keeps the terminal safe', () => {
  const OSC_TITLE = '\x1b]0;pwned\x07';
  const OSC_CLIPBOARD = '\x1b]52;c;ZWNobyBoaQ==\x07';
  const hostile = () =>
    tempFile(
      'hostile.jsonl',
      lines([
        meta(ID),
        `{"bad json ${OSC_TITLE}`,
        { timestamp: 't', type: 'event_msg', payload: { type: `x${OSC_CLIPBOARD}\u202e\u009b` } },
      ]),
    );

  it('escapes ESC, C0/C1 and bidi controls from content in human output', async () => {
    const path = hostile();
    for (const isTTY of [false, true]) {
      const { stdout } = await runCli(['validate', path], { isTTY });
      // The only escape sequences left are the colours the CLI paints itself.
      expect(stdout.replace(PAINT, '')).not.toMatch(RAW_CONTROL);
      expect(stdout).toContain('\\x1b]0;pwned\\x07');
      expect(stdout).toContain('\\x1b]52;c;ZWNobyBoaQ==\\x07');
      expect(stdout).toContain('\\u202e');
    }
  });

  it('keeps --json free of raw C1 and bidi controls, the values unchanged', async () => {
    const path = hostile();
    const { stdout } = await runCli(['validate', '--json', path]);
    expect(stdout).not.toMatch(RAW_CONTROL);
    const report = JSON.parse(stdout) as { diagnostics: { reason: string }[] };
    expect(report.diagnostics[1]?.reason).toContain(`x${OSC_CLIPBOARD}\u202e\u009b`);
  });
});

describe('validate tells apart names that look the same', () => {
  const lookalikes = () =>
    tempFile(
      'lookalikes.jsonl',
      lines([
        meta(ID),
        call('call_1', 'read_file', '{}'),
        call('call_2', 'read_file\u{E0041}\u{E007F}', '{}'),
        call('call_3', 'read_file\uFE0F', '{}'),
        call('call_4\u{E0100}', 'grep', '{}'),
      ]),
    );

  it('escapes tag characters and variation selectors in human output', async () => {
    const { stdout } = await runCli(['validate', lookalikes()]);
    expect(stdout).toContain('tool_call call_1 (read_file) never');
    expect(stdout).toContain('tool_call call_2 (read_file\\u{e0041}\\u{e007f}) never');
    expect(stdout).toContain('tool_call call_3 (read_file\\ufe0f) never');
    expect(stdout).toContain('tool_call call_4\\u{e0100} (grep) never');
    expect(stdout).not.toMatch(/[\u{E0000}-\u{E01EF}\uFE00-\uFE0F]/u);
  });

  it('writes them as \\u escapes in --json, the values unchanged', async () => {
    const { stdout } = await runCli(['validate', '--json', lookalikes()]);
    expect(stdout).not.toMatch(/[\u{E0000}-\u{E01EF}\uFE00-\uFE0F]/u);
    expect(stdout).toContain('read_file\\udb40\\udc41');
    const report = JSON.parse(stdout) as { violations: { message: string }[] };
    expect(report.violations.map((v) => v.message)).toContain(
      'tool_call call_2 (read_file\u{E0041}\u{E007F}) never got its output',
    );
  });
});

describe('validate says when there is nothing to check', () => {
  it('an empty file is a warning, said as the library says it (both languages)', async () => {
    const path = tempFile(`${ID}_001.jsonl`, '');
    const r = await runCli(['validate', path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${path}: warning: the file is empty, perhaps still being written`);
    expect(r.stdout).toContain('0 errors, 1 warning');
    const zh = await runCli(['validate', path, '--lang', 'zh']);
    expect(zh.stdout).toContain('文件为空，可能仍在写入');
  });

  it('a file of blank lines only is a warning, said as the library says it', async () => {
    const path = tempFile(`${ID}_002.jsonl`, '\n\n\n');
    const r = await runCli(['validate', path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${path}: warning: the file holds only blank lines`);
    expect(r.stdout).toContain('0 errors, 1 warning');
  });

  it('a file of blank lines and bad lines has no records either', async () => {
    const path = tempFile('blank.jsonl', '\n\n   \nnope\n');
    const r = await validateJson(path);
    expect(r.diagnostics.map((d) => d.reason)).toContain('no records');
  });
});

describe('validate reads a JSON array of envelopes', () => {
  it('with a warning that Trace files are one record per line', async () => {
    const records = [meta(ID), text('user', 'hi'), text('assistant', 'hello')];
    for (const name of ['records.json', 'records.txt']) {
      const path = tempFile(name, JSON.stringify(records, null, 2));
      const r = await validateJson(path);
      expect(r).toMatchObject({ code: 0, records: 3, errors: 0 });
      expect(r.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'warning',
          reason: expect.stringMatching(/JSON array.*one record per line/),
        }),
      ]);
      expect(r.sessions).toEqual([expect.objectContaining({ id: ID, records: 3 })]);
    }
  });
});

describe('validate --max-record-mb', () => {
  it('skips a longer line with an error naming it, and reads on', async () => {
    const big = JSON.stringify(text('assistant', 'x'.repeat(2 * 2 ** 20)));
    const path = tempFile(`${ID}_001.jsonl`, [META, big, TEXT, ''].join('\n'));
    const { stdout, code } = await runCli(['validate', '--max-record-mb', '1', path]);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      new RegExp(`${path}:2: error: record too large \\(2 MB > 1 MB limit\\); skipped`),
    );
    expect(stdout).toContain('2 records in 1 file');
    expect((await runCli(['validate', path])).code).toBe(0);
  });
});

describe('validate with bad arguments', () => {
  it.each([
    [
      ['--max-record-mb', 'lots'],
      '--max-record-mb needs a number of megabytes above 0 (got "lots")',
    ],
    [['--max-record-mb', '0'], '--max-record-mb needs a number of megabytes above 0 (got "0")'],
    [['--max-diagnostics', '-1'], '--max-diagnostics needs a whole number, 0 or more (got "-1")'],
    [['--max-diagnostics', '2.5'], '--max-diagnostics needs a whole number, 0 or more (got "2.5")'],
    [['--max-diagnostics'], 'option --max-diagnostics needs a value'],
    [['--limit', '3'], 'unknown option --limit'],
  ])('%j: a clear message and exit 2', async (argv, message) => {
    const r = await runCli(['validate', 'x.jsonl', ...argv]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`omniscope: ${message}\n`);
  });
});
