// The Chromium the e2e suite and scripts launch: CHROME_PATH, else Debian's,
// else undefined (Playwright's own download, see scripts/ensure-browser.mjs).
import { existsSync } from 'node:fs';

/** Path of the browser executable to launch, or undefined for Playwright's own. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Flags for headless Chromium on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // UK drivers: date inputs show DD/MM/YYYY as on their phones.
  '--lang=en-GB',
];
