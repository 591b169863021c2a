/**
 * The evidence record page as a test reads it: a page of another account to open it with, its images loaded
 * and their pixel sizes (what a printed PDF must embed, pdf-images.ts).
 */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { demoAdmin, type DemoAccount } from '@server/seed/demo-accounts';
import { loginAs } from './login';

/** A logged-in page of the account in a context of its own (admins on a desktop screen). */
export async function pageOf(
  browser: Browser,
  baseURL: string,
  account: DemoAccount,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const desktop = account.userType === demoAdmin.userType;
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    ...(desktop ? { viewport: { width: 1280, height: 900 } } : { viewport: { width: 360, height: 740 } }),
    ...options,
  });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

/** Waits until every image of the record has loaded (decoded, with a size); answers how many there are. */
export async function evidenceImagesLoaded(page: Page, atLeast: number): Promise<number> {
  const images = page.locator('img.record-image__img');
  await expect.poll(async () => images.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(async () =>
      images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  return images.count();
}

/** One image of the record as drawn: its name (alt text) and its pixel size. */
export interface EvidenceImageSize {
  name: string;
  width: number;
  height: number;
}

/** The record's images (signature, photos), each with its natural size: the pixels a print must embed. */
export async function evidenceImageSizes(page: Page): Promise<EvidenceImageSize[]> {
  return page.locator('img.record-image__img').evaluateAll((all) =>
    all.map((image) => {
      const { alt, naturalWidth, naturalHeight } = image as HTMLImageElement;
      return { name: alt, width: naturalWidth, height: naturalHeight };
    }),
  );
}

/** The digest printed in the record's footer. */
export async function printedDigest(page: Page): Promise<string> {
  const digest = (await page.locator('.record-digest').textContent()) ?? '';
  expect(digest).toMatch(/^[0-9a-f]{64}$/);
  return digest;
}
