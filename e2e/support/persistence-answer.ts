import type { Page } from '@playwright/test';

/**
 * Makes the page's browser answer whether it keeps the app's storage: kept, as on a phone with the app installed
 * (no storage notice in the sync bar), or refused, as in a browser tab that may clear it when storage runs low.
 */
export async function answerStoragePersistence(page: Page, kept: boolean): Promise<void> {
  await page.addInitScript((answer: boolean) => {
    navigator.storage.persisted = () => Promise.resolve(answer);
    navigator.storage.persist = () => Promise.resolve(answer);
  }, kept);
}
