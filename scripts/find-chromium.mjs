// Where Debian's Chromium (or $CHROMIUM_PATH) is; shared by the e2e runner and the bench.
import { existsSync } from 'node:fs';

/** Flags for a headless Chromium in a container: no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The browser binary, or undefined; a $CHROMIUM_PATH that does not exist is an error. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

export const CHROMIUM_HELP = [
  'Chromium was not found (looked at $CHROMIUM_PATH, ' + CHROMIUM_CANDIDATES.join(', ') + ').',
  'Install the Debian/Ubuntu package "chromium":',
  '  sudo apt-get install -y chromium',
  'or set CHROMIUM_PATH to an existing Chromium/Chrome binary.',
].join('\n');
