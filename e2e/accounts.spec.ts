// The logged-out account screens against the real gateway: registration, forgotten password (the code is
// read from the gateway's mail outbox through /__test/mail) and reset password, then a real login.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { registerAtGateway } from './support/gateway-calls';
import { submitLogin } from './support/login';

/** A new account's login details; unique per call so retries and reruns never clash. */
function newAccount(prefix: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    firstName: 'Nia',
    lastName: 'New',
    username: `${prefix}.${tag}`,
    password: 'Fresh-Start-42',
    driverid: `N${tag}`.slice(0, 20),
    branch: '7',
  };
}

/** The reset code in the newest message the gateway mailed to this username. */
async function mailedCode(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get(`/__test/mail?to=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  const { text } = (await response.json()) as { text: string };
  const code = /reset code is: (\S+)/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no reset code in the mail to ${username}`);
  return code;
}

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** Expects the field to carry this message: announced, tied to the field, the field marked invalid. */
async function expectFieldError(page: Page, label: string, message: string) {
  const error = page.getByRole('alert').filter({ hasText: message });
  await expect(error).toBeVisible();
  await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message}`));
}

test('a new driver registers from the login screen, then logs in and lands on the job list', async ({
  page,
}) => {
  const account = newAccount('reg');
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register-user$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(field(page, 'Username')).toHaveAttribute('autocomplete', 'username');
  await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'new-password');

  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await field(page, 'Username').fill(account.username);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
  await field(page, 'Driver ID').fill(account.driverid);
  await field(page, 'Branch').fill(account.branch);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Account created' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(account.username);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/job-list$/);
  await expect(page.getByText(messages.noJobsForDate)).toBeVisible();
});

test('the registration form names each problem, and shows the gateway’s refusals on their field', async ({
  page,
}) => {
  await page.goto('/register-user');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFieldError(page, 'First name', 'First name is required');
  await expectFieldError(page, 'Username', 'Username is required');
  await expectFieldError(page, 'Confirm password', 'Confirm password is required');
  await expectFieldError(page, 'Branch', 'Branch is required');
  await expect(field(page, 'First name')).toBeFocused();

  const account = newAccount('val');
  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await field(page, 'Username').fill('a b');
  await field(page, 'Password').fill('short1');
  await field(page, 'Confirm password').fill('short2');
  await field(page, 'Driver ID').fill(demoDriver.driverid);
  await field(page, 'Branch').fill(demoDriver.branch);
  await expectFieldError(
    page,
    'Username',
    'Username must be 3 to 64 letters, digits, dots, dashes or underscores',
  );
  await expectFieldError(page, 'Password', 'Password must be 10 to 200 characters');
  await expectFieldError(page, 'Confirm password', 'The passwords do not match');
  await expect(page.getByRole('alert').filter({ hasText: 'First name is required' })).toHaveCount(0);

  await field(page, 'Username').fill(demoDriver.username);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFieldError(page, 'Username', 'Username is already taken');
  await expect(field(page, 'Username')).toBeFocused();

  await field(page, 'Username').fill(account.username);
  await expect(page.getByRole('alert').filter({ hasText: 'Username is already taken' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFieldError(page, 'Driver ID', 'This driver ID is already registered for this branch');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
});

test('forgotten password: the mailed code resets it, the old password stops working and the new one logs in', async ({
  page,
  request,
}) => {
  const account = newAccount('fgt');
  await registerAtGateway(request, account);
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgotten password?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
  await field(page, 'Username').fill(account.username);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.username}`);

  await page.getByRole('link', { name: 'Enter reset code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(field(page, 'Username')).toHaveValue(account.username);
  await expect(field(page, 'Reset code')).toHaveAttribute('autocomplete', 'one-time-code');
  const code = await mailedCode(request, account.username);
  await field(page, 'Reset code').fill(code.toLowerCase());
  await field(page, 'New password').fill('Brand-New-Pass-2');
  await field(page, 'Confirm new password').fill('Brand-New-Pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitLogin(page, account);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await submitLogin(page, { ...account, password: 'Brand-New-Pass-2' });
  await expect(page).toHaveURL(/\/job-list$/);
});

test('a code request for an unknown username looks exactly like one for a real account', async ({
  page,
  request,
}) => {
  const account = newAccount('ask');
  await registerAtGateway(request, account);
  const answerFor = async (username: string) => {
    await page.goto('/forgotten-password');
    await field(page, 'Username').fill(username);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
    return (await page.getByRole('status').innerText()).replace(username, '{username}');
  };
  expect(await answerFor('nobody.at.all')).toBe(await answerFor(account.username));
  expect((await request.get('/__test/mail?to=nobody.at.all')).status()).toBe(404);
});

test('the reset form checks the code’s shape, and shows the gateway refusing a wrong code', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await field(page, 'Username').fill(demoDriver.username);
  await field(page, 'Reset code').fill('ABC');
  await field(page, 'New password').fill('Brand-New-Pass-2');
  await field(page, 'Confirm new password').fill('Brand-New-Pass-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectFieldError(page, 'Reset code', 'Reset code must be the 12 letters and digits you were sent');
  await expectFieldError(page, 'Confirm new password', 'The passwords do not match');
  await expect(field(page, 'Reset code')).toBeFocused();

  await field(page, 'Reset code').fill('ZZZZ-ZZZZ-ZZZZ');
  await field(page, 'Confirm new password').fill('Brand-New-Pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectFieldError(page, 'Reset code', 'This reset code is wrong, used or expired. Request a new one.');
  await expect(field(page, 'Reset code')).toBeFocused();
});

test('every control of the account screens is a target at least 48 px high', async ({ page }) => {
  for (const path of ['/register-user', '/forgotten-password', '/reset-password']) {
    await page.goto(path);
    const controls = page.locator(
      'main input:not([type=checkbox]), main button, main a, main .account-toggle',
    );
    await expect(controls.first()).toBeVisible();
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      expect(
        box?.height ?? 0,
        `${path}: ${await control.evaluate((el) => el.outerHTML)}`,
      ).toBeGreaterThanOrEqual(48);
    }
  }
});

test('offline and logged out, each account screen gives way to the offline message', async ({
  page,
  context,
}) => {
  for (const [path, heading] of [
    ['/register-user', 'Register'],
    ['/forgotten-password', 'Forgotten password'],
    ['/reset-password', 'Reset password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(messages.offlineLoggedOut)).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});
