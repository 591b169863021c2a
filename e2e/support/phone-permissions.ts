/**
 * The permissions a driver's phone gives the installed app, set through the DevTools protocol: location denied (the
 * banner shows, as heartbeat.spec.ts does it) and storage kept (durable storage granted, as an installed app has it:
 * the sync bar's storage notice stays away). Playwright's grantPermissions knows no durable storage.
 */
import type { CDPSession, Page } from '@playwright/test';

/** Sets the permissions on the origin in the page's browser context, through session (the browser's or the page's). */
export async function setPhonePermissions(page: Page, session: CDPSession, origin: string): Promise<void> {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = (await pageSession.send('Target.getTargetInfo')) as {
    targetInfo: { browserContextId?: string };
  };
  await pageSession.detach();
  for (const [name, setting] of [
    ['geolocation', 'denied'],
    ['persistent-storage', 'granted'],
  ] as const) {
    await session.send('Browser.setPermission', {
      permission: { name },
      setting,
      origin,
      browserContextId: targetInfo.browserContextId,
    });
  }
}
