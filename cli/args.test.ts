import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args';

const spec = { json: 'boolean', port: 'string' } as const;

describe('parseArgs', () => {
  it('keeps positionals in order around options', () => {
    expect(parseArgs(['a', '--json', 'b', '--port', '9', 'c'], spec)).toEqual({
      positionals: ['a', 'b', 'c'],
      flags: { json: true, port: '9' },
    });
  });

  it('takes --name=value, and an empty value that way', () => {
    expect(parseArgs(['--port=80'], spec).flags).toEqual({ port: '80' });
    expect(parseArgs(['--port='], spec).flags).toEqual({ port: '' });
  });

  it('treats everything after -- as positionals, and a lone - as one', () => {
    expect(parseArgs(['--', '--json', '-x'], spec).positionals).toEqual(['--json', '-x']);
    expect(parseArgs(['-'], spec).positionals).toEqual(['-']);
  });

  it.each([
    [['--nope'], 'unknown option --nope'],
    [['--nope=1'], 'unknown option --nope'],
    [['-x'], 'unknown option -x'],
    [['--port'], 'option --port needs a value'],
    [['--port', '--json'], 'option --port needs a value'],
    [['--json=yes'], 'option --json takes no value'],
    [['--json', '--json'], 'option --json given more than once'],
    [['--port', '1', '--port=2'], 'option --port given more than once'],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseArgs(argv, spec)).toThrow(new UsageError(message));
  });

  it('a value may start with a single dash', () => {
    expect(parseArgs(['--port', '-1'], spec).flags).toEqual({ port: '-1' });
  });
});
