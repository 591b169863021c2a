// /user-api/login, /user-api/users (registration) and /user-api/login/resetPassword; passwords stored hashed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/domain/api-shapes';
import type { LoginResponse } from '../../src/domain/api-shapes';
import { demoAccounts, demoAdmin, demoClient, demoDriver } from '../../server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let clientAuth: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  clientAuth = { authorization: `Bearer ${await gw.clientToken()}` };
});
afterAll(() => gw.close());

const loginForm = (over: Record<string, string> = {}) => ({
  username: demoDriver.username,
  password: demoDriver.password,
  driverid: demoDriver.driverid,
  branch: demoDriver.branch,
  application: 'doorstep',
  ...over,
});

function postJson(path: string, body: unknown, headers = clientAuth): Promise<Response> {
  return gw.request(path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('login', () => {
  it('answers the LoginResponse with a client-credentials bearer', async () => {
    const res = await gw.postForm(apiPaths.login, loginForm(), clientAuth);
    expect(res.status).toBe(200);
    const body: LoginResponse = {
      userType: 'Driver',
      firstName: 'Dan',
      lastName: 'Driver',
      userName: 'demo.driver',
      branch: '1',
      driverid: 'D100',
      companyName: 'Doorstep Home Delivery',
    };
    expect(await res.json()).toEqual(body);
  });

  it('accepts a user bearer too', async () => {
    const { access_token } = await gw.passwordTokens(demoDriver);
    const res = await gw.postForm(apiPaths.login, loginForm(), { authorization: `Bearer ${access_token}` });
    expect(res.status).toBe(200);
  });

  it.each([
    ['wrong password', { password: 'nope-nope-1' }],
    ['unknown user', { username: 'ghost.driver' }],
    ['missing password', { password: '' }],
  ])('answers 400 "Invalid username or password" for a %s', async (_, over) => {
    const res = await gw.postForm(apiPaths.login, loginForm(over), clientAuth);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('answers 400 with a clear message when the branch or driver id is not the account’s', async () => {
    const branch = await gw.postForm(apiPaths.login, loginForm({ branch: '2' }), clientAuth);
    expect(branch.status).toBe(400);
    expect(await branch.json()).toEqual({ message: 'The branch does not match this account' });
    const driver = await gw.postForm(apiPaths.login, loginForm({ driverid: 'D200' }), clientAuth);
    expect(driver.status).toBe(400);
    expect(await driver.json()).toEqual({ message: 'The driver id does not match this account' });
    const missing = await gw.postForm(apiPaths.login, loginForm({ driverid: '' }), clientAuth);
    expect(await missing.json()).toEqual({ message: 'Driver id is required' });
  });

  it('does not check an admin’s driver id, but does check the branch', async () => {
    const form = { ...loginForm(), username: demoAdmin.username, password: demoAdmin.password, branch: '1' };
    const any = await gw.postForm(apiPaths.login, { ...form, driverid: 'whatever' }, clientAuth);
    expect(any.status).toBe(200);
    expect(((await any.json()) as LoginResponse).userType).toBe('Admin');
    const wrongBranch = await gw.postForm(apiPaths.login, { ...form, branch: '2' }, clientAuth);
    expect(wrongBranch.status).toBe(400);
  });

  it('answers 400 to a JSON body', async () => {
    const res = await postJson(apiPaths.login, loginForm());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Expected a form-encoded body' });
  });
});

describe('passwords', () => {
  it('are stored as salted scrypt hashes, never in plain text', async () => {
    const rows = await gw.db.query<{ username: string; password_hash: string }>(
      'SELECT username, password_hash FROM users',
    );
    expect(rows.length).toBeGreaterThanOrEqual(demoAccounts.length);
    for (const account of demoAccounts) {
      const row = rows.find((r) => r.username === account.username);
      expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row?.password_hash).not.toContain(account.password);
    }
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});

describe('registration', () => {
  const newDriver = {
    username: 'new.driver',
    password: 'Fresh-Start-42',
    firstName: 'Nia',
    lastName: 'New',
    driverid: 'D300',
    branch: '3',
  };

  it('creates a driver who can then get tokens and log in', async () => {
    const res = await postJson(apiPaths.users, newDriver);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      userName: 'new.driver',
      userType: 'Driver',
      branch: '3',
      driverid: 'D300',
    });
    const token = await gw.postForm(apiPaths.token, {
      grant_type: 'password',
      username: newDriver.username,
      password: newDriver.password,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
    });
    expect(token.status).toBe(200);
    const login = await gw.postForm(
      apiPaths.login,
      { username: 'new.driver', password: newDriver.password, driverid: 'D300', branch: '3' },
      clientAuth,
    );
    expect(login.status).toBe(200);
    const [row] = await gw.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = $1',
      ['new.driver'],
    );
    expect(row?.password_hash).not.toContain(newDriver.password);
  });

  it('refuses a taken username (409) and a driver id already registered in the branch (409)', async () => {
    const dup = await postJson(apiPaths.users, { ...newDriver, username: 'DEMO.DRIVER', driverid: 'D999' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ message: 'Username is already taken' });
    const impostor = await postJson(apiPaths.users, {
      ...newDriver,
      username: 'impostor',
      driverid: 'd100',
      branch: '1',
    });
    expect(impostor.status).toBe(409);
    expect(await impostor.json()).toEqual({
      message: 'This driver id is already registered for this branch',
    });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be 3 to 64 letters, digits, dots, dashes or underscores'],
    [{ username: undefined }, 'Username is required'],
    [{ password: 'short1' }, 'Password must be 10 to 200 characters'],
    [{ password: 'no-digits-here' }, 'Password must contain a letter and a digit'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ driverid: 'D 1' }, 'Driver id must be 1 to 20 letters, digits or dashes'],
    [{ branch: '' }, 'Branch is required'],
  ])('answers 400 for %o', async (change, message) => {
    const res = await postJson(apiPaths.users, { ...newDriver, username: 'valid.name', ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await gw.db.query("SELECT 1 FROM users WHERE username = 'valid.name'")).toHaveLength(0);
  });

  it('answers 400 to malformed JSON and to a non-object', async () => {
    const bad = await gw.request(apiPaths.users, {
      method: 'POST',
      headers: { ...clientAuth, 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Malformed JSON body' });
    const array = await postJson(apiPaths.users, [newDriver]);
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ message: 'The registration must be an object' });
  });
});

describe('password reset', () => {
  const account = {
    username: 'reset.me',
    password: 'Original-Pass-1',
    firstName: 'Rae',
    lastName: 'Set',
    driverid: 'R1',
    branch: '9',
  };

  it('requests a token, sets the new password once, and ends old sessions', async () => {
    expect((await postJson(apiPaths.users, account)).status).toBe(201);
    const before = await gw.passwordTokens({ ...demoDriver, ...account });

    const request = await postJson(apiPaths.resetPassword, { username: 'reset.me' });
    expect(request.status).toBe(200);
    const { resetToken } = (await request.json()) as { resetToken: string };
    expect(resetToken).toMatch(/^[\w-]{20,}$/);

    const weak = await postJson(apiPaths.resetPassword, {
      username: 'reset.me',
      resetToken,
      newPassword: 'weak',
    });
    expect(weak.status).toBe(400);

    const set = await postJson(apiPaths.resetPassword, {
      username: 'reset.me',
      resetToken,
      newPassword: 'Brand-New-Pass-2',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ message: 'Your password has been reset' });

    const again = await postJson(apiPaths.resetPassword, {
      username: 'reset.me',
      resetToken,
      newPassword: 'Third-Pass-333',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Invalid or expired reset token' });

    const old = { ...demoDriver, ...account };
    await expect(gw.passwordTokens(old)).rejects.toThrow(/400/);
    await expect(gw.passwordTokens({ ...old, password: 'Brand-New-Pass-2' })).resolves.toBeTruthy();
    const refreshed = await gw.postForm(apiPaths.refreshToken, {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
    });
    expect(refreshed.status).toBe(400);
    const stored = await gw.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(stored.every((r) => r.token_hash !== resetToken)).toBe(true);
  });

  it('refuses a wrong token and an unknown username', async () => {
    const wrong = await postJson(apiPaths.resetPassword, {
      username: 'demo.driver',
      resetToken: 'made-up',
      newPassword: 'Valid-Pass-123',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'Invalid or expired reset token' });
    const unknown = await postJson(apiPaths.resetPassword, { username: 'nobody.at.all' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'No account found for this username' });
    const missing = await postJson(apiPaths.resetPassword, {});
    expect(await missing.json()).toEqual({ message: 'Username is required' });
  });
});
