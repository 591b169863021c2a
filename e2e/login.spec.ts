import { expect, test } from '@playwright/test';
import { messages } from '../src/domain/messages';
import { demoDriver } from '../server/seed/demo-accounts';
import { loginMessageFor } from './support/gateway';
import { loginAs, submitLogin } from './support/login';

test('a wrong password shows the gateway message and stays logged out', async ({ page, request }) => {
  const form = { ...demoDriver, password: 'not-the-password' };
  const gatewayMessage = await loginMessageFor(request, form);
  expect(gatewayMessage).not.toBe('');

  await page.goto('/');
  await submitLogin(page, form);
  await expect(page.getByRole('alert')).toHaveText(gatewayMessage);
  await expect(page).toHaveURL(/\/$/);
});

test('logged out and offline shows the offline message instead of the form', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(messages.offlineLoggedOut)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('logged-out users are sent to the login screen from any other path', async ({ page }) => {
  await page.goto('/job-list');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/somewhere/else');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('logout returns to the login screen and the list is no longer reachable', async ({ page }) => {
  await loginAs(page, demoDriver);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toHaveValue('');
  await page.goto('/job-list');
  await expect(page).toHaveURL(/\/$/);
});

test('Change CDC clears the assignment and returns to login with the username kept', async ({ page }) => {
  await loginAs(page, demoDriver);
  await page.getByRole('button', { name: 'Change CDC' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toHaveValue(demoDriver.username);
  await expect(page.getByLabel('Driver ID')).toHaveValue('');
  await expect(page.getByLabel('Branch')).toHaveValue('');
});
