/**
 * A Chromium Lighthouse can drive alongside Playwright: a persistent profile with a DevTools port, so
 * Lighthouse's tab (opened through that port) shares the profile's storage, service worker and login.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type LaunchOptions } from '@playwright/test';
import type { Flags } from 'lighthouse';

/** The browser, the DevTools port Lighthouse connects to, and a way to close it and delete its profile. */
export interface LighthouseBrowser {
  context: BrowserContext;
  port: number;
  close(): Promise<void>;
}

/** The DevTools port Chromium chose (--remote-debugging-port=0 writes it into the profile). */
function devToolsPort(profile: string): number {
  const [port] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
  return Number(port);
}

/** Launches Chromium on a fresh profile (nothing stored) with a DevTools port. */
export async function launchLighthouseBrowser(
  launchOptions: LaunchOptions | undefined,
  baseURL: string | undefined,
): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'doorstep-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--remote-debugging-port=0'],
    baseURL,
    serviceWorkers: 'allow',
    // No phone of Playwright's (the project's device) on the tabs it sees, Lighthouse's included: Lighthouse's
    // emulation is the only one.
    viewport: null,
    deviceScaleFactor: undefined,
    isMobile: undefined,
    hasTouch: undefined,
    userAgent: undefined,
  });
  return {
    context,
    port: devToolsPort(profile),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's flags for that browser: its tab on 127.0.0.1 at the DevTools port, a mobile form factor, storage
 * never reset (the profile's login and service worker stay), no full-page screenshot; `settings` adds the run's own.
 */
export function lighthouseFlags(port: number, settings: Flags): Flags {
  return {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    formFactor: 'mobile',
    disableStorageReset: true,
    disableFullPageScreenshot: true,
    ...settings,
  };
}
