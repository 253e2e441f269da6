import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`); nothing here downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a sandboxed, offline machine: no background traffic, no first-run UI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium was not found at ${CHROMIUM_PATH}. The browser tests drive Debian's Chromium: ` +
  'install it with `sudo apt-get install chromium` (or set CHROMIUM_PATH).';

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}
