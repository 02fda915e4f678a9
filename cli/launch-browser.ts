import { spawn } from 'node:child_process';

/**
 * The command that opens `url` in the reader's browser: `$BROWSER` first (the convention of
 * xdg-utils and Python's webbrowser: commands separated by `:`, the first one used; `%s` stands
 * for the URL, else it is appended), else the platform's opener.
 */
export function browserCommand(
  url: string,
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): { command: string; args: string[]; shell: boolean } {
  const browser = env.BROWSER?.split(':').find((c) => c.trim() !== '');
  if (browser !== undefined) {
    // Run by the shell as people write it (`firefox --new-window`), the URL quoted as one word.
    const quoted = `'${url.replaceAll("'", "'\\''")}'`;
    const line = browser.includes('%s') ? browser.replaceAll('%s', quoted) : `${browser} ${quoted}`;
    return { command: line, args: [], shell: true };
  }
  if (platform === 'darwin') return { command: 'open', args: [url], shell: false };
  if (platform === 'win32')
    return { command: 'cmd', args: ['/c', 'start', '""', url.replaceAll('&', '^&')], shell: false };
  return { command: 'xdg-open', args: [url], shell: false };
}

/**
 * Starts the browser without waiting for it (a browser may run as long as the page is open);
 * `onFailure` is called when the command cannot start or exits with an error.
 */
export function launchBrowser(
  url: string,
  env: Readonly<Record<string, string | undefined>>,
  onFailure: (why: string) => void,
): void {
  const { command, args, shell } = browserCommand(url, env);
  const child = spawn(command, args, { shell, stdio: 'ignore', detached: true });
  child.on('error', (e) => onFailure(e.message));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null)
      onFailure(`${shell ? '$BROWSER' : command} exited with ${code}`);
  });
  child.unref();
}
