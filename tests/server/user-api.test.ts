// /user-api/login and /user-api/users (registration); passwords stored hashed.
// The password reset is in password-reset.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { LoginResponse } from '@domain/gateway/api-shapes';
import { demoAccounts, demoAdmin, demoDriver } from '@server/seed/demo-accounts';
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
    const res = await postJson(apiPaths.users, {
      ...newDriver,
      firstName: '  Nia ',
      username: ' new.driver',
    });
    expect(res.status).toBe(201);
    const account: LoginResponse = {
      userName: 'new.driver',
      firstName: 'Nia',
      lastName: 'New',
      userType: 'Driver',
      branch: '3',
      driverid: 'D300',
      companyName: 'Doorstep Home Delivery',
    };
    expect(await res.json()).toEqual(account);
    await expect(gw.passwordTokens({ ...demoDriver, ...newDriver })).resolves.toBeTruthy();
    const login = await gw.postForm(apiPaths.login, loginForm(newDriver), clientAuth);
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
    expect(await dup.json()).toEqual({ message: 'Username is already taken', field: 'username' });
    const impostor = { ...newDriver, username: 'impostor', driverid: 'd100', branch: '1' };
    const taken = await postJson(apiPaths.users, impostor);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      message: 'This driver ID is already registered for this branch',
      field: 'driverid',
    });
    expect((await postJson(apiPaths.users, { ...impostor, branch: '4' })).status).toBe(201);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be 3 to 64 letters, digits, dots, dashes or underscores'],
    [
      { username: 'has space' },
      'username',
      'Username must be 3 to 64 letters, digits, dots, dashes or underscores',
    ],
    [{ username: undefined }, 'username', 'Username is required'],
    [{ password: 'short1' }, 'password', 'Password must be 10 to 200 characters'],
    [{ password: 'no-digits-here' }, 'password', 'Password must contain a letter and a digit'],
    [{ password: 42 }, 'password', 'Password is required'],
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters'],
    [{ driverid: 'D 1' }, 'driverid', 'Driver ID must be 1 to 20 letters, digits or dashes'],
    [{ branch: '' }, 'branch', 'Branch is required'],
  ])('answers 400 for %o, naming the field', async (change, field, message) => {
    const res = await postJson(apiPaths.users, { ...newDriver, username: 'valid.name', ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, field, problems: { [field]: message } });
    expect(await gw.db.query("SELECT 1 FROM users WHERE username = 'valid.name'")).toHaveLength(0);
  });

  it('lists every failing field, the first one as the message', async () => {
    const res = await postJson(apiPaths.users, { password: 'short', branch: 'B 1' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; field: string; problems: Record<string, string> };
    expect(body.message).toBe('Username is required');
    expect(body.field).toBe('username');
    expect(Object.keys(body.problems)).toEqual([
      'username',
      'password',
      'firstName',
      'lastName',
      'driverid',
      'branch',
    ]);
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
