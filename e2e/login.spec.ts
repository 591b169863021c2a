import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { loginMessageFor } from './support/gateway-calls';
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

test('logged out and offline: the message covers the form, which cannot be sent and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('half.typed');
  await page.getByLabel('Password').fill('not-yet');
  await page.getByLabel('Driver ID').fill('D100');
  const loginCalls: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/user-api/') || path.startsWith('/oauth/')) loginCalls.push(path);
  });

  await context.setOffline(true);
  await expect(page.getByRole('alert')).toHaveText(messages.offlineLoggedOut);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();
  await expect(page.getByLabel('Username')).toBeHidden();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(loginCalls).toEqual([]);
  await expect(page).toHaveURL(/\/$/);

  await context.setOffline(false);
  await expect(page.getByText(messages.offlineLoggedOut)).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue('half.typed');
  await expect(page.getByLabel('Password')).toHaveValue('not-yet');
  await expect(page.getByLabel('Driver ID')).toHaveValue('D100');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('the login form starts with the username an account screen handed over, else the one kept by Change CDC', async ({
  page,
}) => {
  await loginAs(page, demoDriver);
  await page.getByRole('button', { name: 'Change CDC' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(demoDriver.username);

  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  // What the account screens' "Go to login" links do: navigate to / with { username } as history state.
  await page.evaluate(() => history.pushState({ username: 'handed.over' }, '', '/'));
  await expect(page.getByLabel('Username')).toHaveValue('handed.over');

  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toHaveValue(demoDriver.username);
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
