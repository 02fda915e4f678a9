import { describe, expect, it } from 'vitest';
import { diagnosticOf } from '../src/ingest/diagnostic-of';
import { exitCodeFor, githubAnnotations, junitXml } from './ci-report';
import type { Report } from './report';

const report = (over: Partial<Report>): Report => ({
  files: ['a.jsonl', 'b,c.jsonl'],
  records: 3,
  counts: {},
  sessions: [],
  diagnostics: [],
  violations: [],
  errors: 0,
  warnings: 0,
  ok: true,
  ...over,
});

const warning = report({
  diagnostics: [
    diagnosticOf({ file: 'b,c.jsonl', line: 2 }, 'warning', {
      code: 'failed',
      params: { detail: 'odd <x> & "y"\nz' },
    }),
  ],
  warnings: 1,
});
const error = report({
  violations: [
    {
      rule: 'call-without-output',
      params: { toolCallId: 't', name: 'x' },
      section: '§6',
      severity: 'error',
      message: 'no output 100%',
      session: 's',
      file: 'a.jsonl',
      line: 7,
    },
  ],
  errors: 1,
  ok: false,
});

describe('exitCodeFor', () => {
  it('fails at the threshold and above, never with never', () => {
    expect(exitCodeFor(warning, 'error')).toBe(0);
    expect(exitCodeFor(warning, 'warning')).toBe(1);
    expect(exitCodeFor(error, 'error')).toBe(1);
    expect(exitCodeFor(error, 'never')).toBe(0);
  });
});

describe('githubAnnotations', () => {
  it('puts each problem on its file and line, escaped as workflow commands need', () => {
    expect(githubAnnotations(warning)).toBe(
      '::warning file=b%2Cc.jsonl,line=2,title=Trace problem::odd <x> & "y"%0Az\n',
    );
    expect(githubAnnotations(error)).toBe(
      '::error file=a.jsonl,line=7,title=call-without-output (PROTOCOL.md §6)::no output 100%25\n',
    );
  });
});

describe('junitXml', () => {
  it('fails the file with a problem at the threshold; others pass, their problems as output', () => {
    const xml = junitXml(warning, 'error');
    expect(xml).toContain('failures="0"');
    expect(xml).toContain('<testcase classname="omniscope.validate" name="a.jsonl" />');
    expect(xml).toContain(
      '<system-out>warning: b,c.jsonl:2: Trace problem: odd &lt;x&gt; &amp; &quot;y&quot;\nz</system-out>',
    );
    expect(junitXml(warning, 'warning')).toContain('failures="1"');
    expect(junitXml(error, 'error')).toMatch(/name="a.jsonl">\n\s+<failure message="1 problems"/);
  });
});
