import type { Language } from '../src/i18n/language';

export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
  /** Set by `run` from --lang or the locale (language.ts). */
  language?: Language;
}

/**
 * A reader that stops early (`omniscope validate … | head`) closes the pipe: the rest of the
 * output has nowhere to go, which is no failure of ours. Exits with the code so far, silently,
 * instead of an unhandled 'error' event and its stack.
 */
export function endOnClosedPipe(
  stream: { on(event: 'error', listener: (e: NodeJS.ErrnoException) => void): unknown },
  exit: () => void,
): void {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') exit();
    else throw e;
  });
}

export function nodeIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env };
}

/** https://no-color.org: colour only on a terminal, and never when NO_COLOR is set to something. */
export function wantsColour(io: CliIo): boolean {
  return io.stdout.isTTY === true && !io.env.NO_COLOR;
}

export type Paint = (style: 'red' | 'yellow' | 'green' | 'dim' | 'bold', text: string) => string;

const CODES = { red: 31, yellow: 33, green: 32, dim: 2, bold: 1 } as const;

export function painter(colour: boolean): Paint {
  return colour ? (style, text) => `\x1b[${CODES[style]}m${text}\x1b[0m` : (_style, text) => text;
}
