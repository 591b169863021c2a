/**
 * The phone's browser profile for the cold-start benchmark: a persistent profile in a fresh directory (as an
 * installed app's, its caches and compiled code kept on disk), launched like the project's browser and phone. Closing
 * it ends the browser, service worker included, as the phone does to an app long in the pocket; launching it again
 * on the same directory is the app tapped. V8 makes source positions as it compiles (eager-source-positions.ts),
 * so the page's DevTools connection does not make it parse the scripts again as they run, which a phone never does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type TestInfo } from '@playwright/test';
import { EAGER_SOURCE_POSITIONS } from './eager-source-positions';

/** A profile directory and a way to open the browser on it. */
export interface PhoneProfile {
  open(): Promise<BrowserContext>;
  remove(): void;
}

/** A fresh profile, opened with the project's browser, phone and gateway (its `use`). */
export function phoneProfile(project: TestInfo['project']): PhoneProfile {
  const dir = mkdtempSync(join(tmpdir(), 'doorstep-cold-start-'));
  const {
    launchOptions,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
  } = project.use;
  const phone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL };
  return {
    open: () =>
      chromium.launchPersistentContext(dir, {
        ...launchOptions,
        args: [...(launchOptions?.args ?? []), EAGER_SOURCE_POSITIONS],
        ...phone,
        serviceWorkers: 'allow',
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
