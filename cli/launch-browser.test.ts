import { describe, expect, it } from 'vitest';
import { browserCommand } from './launch-browser';

const URL_ = "http://127.0.0.1:5/?trace=a&trace=it's";

describe('browserCommand', () => {
  it('runs $BROWSER through the shell with the URL as one quoted word', () => {
    expect(browserCommand(URL_, { BROWSER: 'firefox --new-window' }, 'linux')).toEqual({
      command: `firefox --new-window 'http://127.0.0.1:5/?trace=a&trace=it'\\''s'`,
      args: [],
      shell: true,
    });
  });

  it('puts the URL where %s stands, and takes the first of a :-separated list', () => {
    expect(browserCommand('http://x/', { BROWSER: 'w3m %s -o x:lynx' }, 'linux').command).toBe(
      "w3m 'http://x/' -o x",
    );
  });

  it('falls back to the platform opener', () => {
    expect(browserCommand('http://x/', {}, 'linux')).toMatchObject({ command: 'xdg-open' });
    expect(browserCommand('http://x/', {}, 'darwin')).toMatchObject({ command: 'open' });
    expect(browserCommand('http://x/?a&b', {}, 'win32')).toMatchObject({
      command: 'cmd',
      args: ['/c', 'start', '""', 'http://x/?a^&b'],
    });
  });
});
