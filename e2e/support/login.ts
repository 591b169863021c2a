/** Logging in through the real login screen. */
import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { waitForControl } from './service-worker';

/** Fills the login form and submits it; resolves once the form has been sent. */
export async function submitLogin(
  page: Page,
  form: { username: string; password: string; driverid: string; branch: string },
): Promise<void> {
  await page.getByLabel('Username').fill(form.username);
  await page.getByLabel('Password').fill(form.password);
  await page.getByLabel('Driver ID').fill(form.driverid);
  await page.getByLabel('Branch').fill(form.branch);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the app and logs in; resolves on the account's landing page. */
export async function loginAs(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/');
  await submitLogin(page, account);
  await expect(page).toHaveURL(account.userType === 'Admin' ? /\/incomplete$/ : /\/job-list$/);
}

/** Logs in as a driver and waits until the day's vans are listed (the day's jobs are on the phone). */
export async function loginWithVans(page: Page, account: DemoAccount): Promise<void> {
  await loginAs(page, account);
  await expect(page.getByRole('button', { name: /^Van / }).first()).toBeVisible();
}

/** Logs in and waits until the service worker controls the page, so the app keeps working offline. */
export async function loginForOfflineWork(page: Page, account: DemoAccount): Promise<void> {
  await loginAs(page, account);
  await waitForControl(page);
}
