import { describe, expect, it } from 'vitest';
import { plantedTraceLines, PLANTED } from '../../test/support/planted-secrets';
import { validateEnvelope } from '../protocol/validate';
import { redactLines } from './apply';
import { scanLines } from './scan';

describe('redact', () => {
  it('finds every planted secret, of its kind, and nothing else', async () => {
    const findings = await scanLines('planted.jsonl', plantedTraceLines());
    const found = findings.map((f) => ({ kind: f.kind, text: f.text }));
    expect(found).toEqual(expect.arrayContaining(PLANTED.map((p) => ({ ...p }))));
    expect(findings).toHaveLength(PLANTED.length);
  });

  it('writes lines that still validate, keeps clean records byte-identical and drops every secret', async () => {
    const lines = plantedTraceLines();
    const findings = await scanLines('planted.jsonl', lines);
    const out = redactLines(lines, findings);
    expect(out).toHaveLength(lines.length);
    for (const line of out) expect(validateEnvelope(JSON.parse(line)).ok).toBe(true);
    const touched = new Set(findings.map((f) => f.line - 1));
    lines.forEach((line, i) => {
      if (!touched.has(i)) expect(out[i]).toBe(line);
    });
    const text = out.join('\n');
    for (const p of PLANTED.filter((x) => x.kind !== 'home-path'))
      expect(text).not.toContain(p.text);
    expect(text).not.toMatch(/\/home\/alice|\/Users\/bob|Users\\\\carol/);
    expect(text).toContain('[REDACTED:password]');
  });

  it('keeps a rejected finding as it was', async () => {
    const lines = plantedTraceLines();
    const findings = await scanLines('planted.jsonl', lines);
    const out = redactLines(
      lines,
      findings.filter((f) => f.kind !== 'email'),
    ).join('\n');
    expect(out).toContain('alice.doe@example.org');
  });
});
