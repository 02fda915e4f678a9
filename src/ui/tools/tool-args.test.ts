import { describe, expect, it } from 'vitest';
import { ARGS_FORMAT_LIMIT, parseToolArgs, sniffDescription } from './tool-args';

describe('parseToolArgs', () => {
  it('pretty-prints valid JSON and picks the description', () => {
    const r = parseToolArgs('{"description":"Print a greeting","cmd":"echo hi"}', false);
    expect(r).toMatchObject({ kind: 'json', description: 'Print a greeting' });
    expect(r.kind === 'json' && r.pretty).toBe(
      '{\n  "description": "Print a greeting",\n  "cmd": "echo hi"\n}',
    );
  });
  it('keeps raw text while streaming, when invalid, empty or huge', () => {
    expect(parseToolArgs('{"cmd":"ec', true)).toEqual({
      kind: 'raw',
      text: '{"cmd":"ec',
      reason: 'streaming',
    });
    expect(parseToolArgs('{"cmd":"ec', false)).toMatchObject({ kind: 'raw', reason: 'invalid' });
    expect(parseToolArgs('  ', false)).toMatchObject({ kind: 'raw', reason: 'empty' });
    const big = JSON.stringify({ data: 'x'.repeat(ARGS_FORMAT_LIMIT) });
    expect(parseToolArgs(big, false)).toMatchObject({ kind: 'raw', reason: 'large' });
  });
  it('shows arguments nested past the stack as received, where formatting them threw', () => {
    // Valid JSON, 200 KB: the card threw and drew "This record could not be drawn" instead of
    // the command an agent hid inside it.
    const deep = `${'['.repeat(100_000)}"rm -rf ~"${']'.repeat(100_000)}`;
    expect(parseToolArgs(deep, false)).toEqual({ kind: 'raw', text: deep, reason: 'deep' });
  });
  it('has no description for non-objects or non-strings', () => {
    expect(parseToolArgs('[1,2]', false)).not.toHaveProperty('description');
    expect(parseToolArgs('{"description":5}', false)).not.toHaveProperty('description');
  });
});

describe('sniffDescription', () => {
  it('reads the description from a partial argument string', () => {
    expect(sniffDescription('{"description":"List \\"all\\" files","cmd":"l')).toBe(
      'List "all" files',
    );
    expect(sniffDescription('{"description":"Lis')).toBeUndefined();
    expect(sniffDescription('{"cmd":"ls"}')).toBeUndefined();
  });
});
