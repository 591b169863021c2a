/**
 * Puts the phone on a named network: Network.emulateNetworkConditions on the page's DevTools protocol
 * session (the page and its dedicated engine worker), and context.setOffline for 'offline', which
 * also cuts the service worker's traffic (Playwright applies it to every target of the context; a
 * stopped service worker answers that only once woken, so a fetch wakes it first, as chaos-phone.ts does).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { networkProfiles, type NetworkName } from './field-profiles';

/** Switches the phone to the network. */
export async function emulateNetwork(page: Page, session: CDPSession, name: NetworkName): Promise<void> {
  const profile = networkProfiles[name];
  const context: BrowserContext = page.context();
  await page.evaluate(() =>
    fetch('/manifest.webmanifest').then(
      () => undefined,
      () => undefined,
    ),
  );
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: profile.offline,
    latency: profile.latency,
    downloadThroughput: profile.downloadThroughput,
    uploadThroughput: profile.uploadThroughput,
  });
  await context.setOffline(profile.offline);
}
