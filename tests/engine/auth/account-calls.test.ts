/**
 * Registration and password reset through the engine (the main thread makes no
 * fetch), against the in-process gateway; reset codes are read from its mail outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '@server/gateway';
import { accountMessages } from '@domain/accounts/account-rules';
import type { RegistrationRequest } from '@domain/accounts/account-rules';
import { apiPaths } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { createHarness, jsonResponse } from '../support/engine-harness';
import type { EngineHarness } from '../support/engine-harness';

let gateway: Awaited<ReturnType<typeof startGateway>>;
let serial = 0;

beforeAll(async () => {
  gateway = await startGateway({ port: 0, database: { kind: 'memory' }, testRoutes: true });
});

afterAll(async () => {
  await gateway.close();
});

/** A registration no other test uses. */
function newAccount(): RegistrationRequest {
  serial += 1;
  return {
    firstName: 'Nia',
    lastName: 'New',
    username: `nia.new${serial}`,
    password: 'Fresh-Start-42',
    driverid: `N${serial}00`,
    branch: '7',
  };
}

async function loggedOutEngine(): Promise<EngineHarness> {
  const h = createHarness({ baseUrl: gateway.url });
  await h.start();
  return h;
}

async function mailedCode(username: string): Promise<string> {
  const response = await fetch(`${gateway.url}/__test/mail?to=${encodeURIComponent(username)}`);
  const { text } = (await response.json()) as { text: string };
  const code = /reset code is: (\S+)/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no reset code mailed to ${username}`);
  return code;
}

describe('registration through the engine', () => {
  it('gets a client token, posts the account as JSON with it, and answers the new account', async () => {
    const h = await loggedOutEngine();
    const account = newAccount();

    const result = await h.engine.registerAccount(account);

    expect(result).toEqual({
      ok: true,
      value: {
        userName: account.username,
        userType: 'Driver',
        firstName: 'Nia',
        lastName: 'New',
        branch: '7',
        driverid: account.driverid,
        companyName: expect.any(String) as string,
      },
    });
    const [token, created] = h.requests.slice(-2);
    expect(token?.path).toBe(apiPaths.token);
    expect(new URLSearchParams(token?.body ?? '').get('grant_type')).toBe('client_credentials');
    expect(created?.path).toBe(apiPaths.users);
    expect(created?.headers.authorization).toMatch(/^Bearer \S{20,}$/);
    expect(created?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(created?.body ?? '{}')).toEqual(account);
    expect(h.latest().login).toBeNull();

    const { username, password, driverid, branch } = account;
    expect(await h.engine.login({ username, password, driverid, branch })).toMatchObject({
      ok: true,
      login: { userName: account.username },
    });
    await h.engine.idle();
    await h.engine.close();
  });

  it('puts the gateway’s refusals on their field: a taken username or driver id, an invalid form', async () => {
    const h = await loggedOutEngine();
    const account = newAccount();
    expect(await h.engine.registerAccount(account)).toMatchObject({ ok: true });

    expect(await h.engine.registerAccount(account)).toEqual({
      ok: false,
      message: accountMessages.usernameTaken,
      field: 'username',
    });
    expect(await h.engine.registerAccount({ ...account, username: `${account.username}.b` })).toEqual({
      ok: false,
      message: accountMessages.driverIdTaken,
      field: 'driverid',
    });
    expect(await h.engine.registerAccount({ ...newAccount(), username: 'a b' })).toEqual({
      ok: false,
      message: 'Username must be 3 to 64 letters, digits, dots, dashes or underscores',
      field: 'username',
    });
    await h.engine.close();
  });
});

describe('password reset through the engine', () => {
  it('requests a mailed code, refuses a wrong one on its field, and sets the new password', async () => {
    const h = await loggedOutEngine();
    const account = newAccount();
    expect(await h.engine.registerAccount(account)).toMatchObject({ ok: true });

    expect(await h.engine.requestPasswordReset({ username: account.username })).toEqual({
      ok: true,
      value: null,
    });
    expect(await h.engine.requestPasswordReset({ username: 'nobody.at.all' })).toEqual({
      ok: true,
      value: null,
    });
    const code = await mailedCode(account.username);

    const newPassword = 'Brand-New-Pass-2';
    expect(
      await h.engine.resetPassword({ username: account.username, resetToken: 'ZZZZZZZZZZZZ', newPassword }),
    ).toEqual({ ok: false, message: accountMessages.resetCodeRejected, field: 'resetToken' });
    expect(
      await h.engine.resetPassword({ username: account.username, resetToken: code, newPassword }),
    ).toEqual({
      ok: true,
      value: null,
    });

    const credentials = { username: account.username, driverid: account.driverid, branch: account.branch };
    expect(await h.engine.login({ ...credentials, password: account.password })).toMatchObject({ ok: false });
    expect(await h.engine.login({ ...credentials, password: newPassword })).toMatchObject({ ok: true });
    await h.engine.close();
  });
});

describe('account call failures', () => {
  it('says "Error contacting server" when the gateway cannot be reached', async () => {
    const h = createHarness({ baseUrl: 'http://127.0.0.1:9' });
    await h.start(false);
    expect(await h.engine.requestPasswordReset({ username: 'demo.driver' })).toEqual({
      ok: false,
      message: messages.errorContactingServer,
    });
    await h.engine.close();
  });

  it('follows product rule 8.2 for other answers, and refuses an answer that is not an account', async () => {
    let answer: Response | undefined;
    const h = createHarness({
      baseUrl: gateway.url,
      intercept: (request) => (request.path === apiPaths.users ? answer : undefined),
    });
    await h.start();
    answer = jsonResponse(500, { message: 'Database unavailable' });
    expect(await h.engine.registerAccount(newAccount())).toEqual({
      ok: false,
      message: 'Database unavailable',
    });
    answer = jsonResponse(503, {});
    expect(await h.engine.registerAccount(newAccount())).toEqual({
      ok: false,
      message: messages.somethingWentWrong,
    });
    answer = jsonResponse(201, { created: true });
    expect(await h.engine.registerAccount(newAccount())).toEqual({
      ok: false,
      message: messages.noResponseFromApi,
    });
    await h.engine.close();
  });
});
