// POST /user-api/login/resetPassword: a code request answers a neutral 202 and the code goes to the
// mailer (read here from the default mailer's outbox through /__test/mail); the code sets a new password
// once, within 30 minutes and 5 tries, and ends the user's refresh tokens. Codes are stored hashed.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { MailMessage } from '@server/mail/mailer';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let clientAuth: Record<string, string>;
/** The gateway's clock runs this far ahead of the real one (code expiry). */
let clockAheadMs = 0;
const logLines: string[] = [];
beforeAll(async () => {
  gw = await startTestGateway({
    now: () => new Date(Date.now() + clockAheadMs),
    log: (line) => logLines.push(line),
  });
  clientAuth = { authorization: `Bearer ${await gw.clientToken()}` };
});
afterAll(() => gw.close());

function postJson(path: string, body: unknown): Promise<Response> {
  return gw.request(path, {
    method: 'POST',
    headers: { ...clientAuth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('password reset', () => {
  let serial = 0;
  /** Registers a fresh account and answers its login details. */
  async function freshAccount(): Promise<DemoAccount> {
    serial += 1;
    const account = { ...demoDriver, username: `reset.me${serial}`, password: 'Original-Pass-1' };
    const res = await postJson(apiPaths.users, { ...account, driverid: `R${serial}`, branch: '9' });
    expect(res.status).toBe(201);
    return { ...account, driverid: `R${serial}`, branch: '9' };
  }
  const requestCode = (username: string) => postJson(apiPaths.resetPassword, { username });
  const setPassword = (username: string, resetToken: string, newPassword = 'Brand-New-Pass-2') =>
    postJson(apiPaths.resetPassword, { username, resetToken, newPassword });
  /** The code in the newest message of the default mailer's outbox to this username. */
  async function mailedCode(username: string): Promise<string> {
    const res = await gw.request(`/__test/mail?to=${encodeURIComponent(username)}`);
    expect(res.status).toBe(200);
    const mail = (await res.json()) as { to: string; subject: string; text: string };
    expect(mail.to).toBe(username);
    expect(mail.subject).toBe('Your Doorstep password reset code');
    const code = /reset code is: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return code;
  }
  const rejected = {
    message: 'This reset code is wrong, used or expired. Request a new one.',
    field: 'resetToken',
  };

  it('answers the same neutral 202 without a code, and mails the code only to a real account', async () => {
    const account = await freshAccount();
    const known = await requestCode(account.username.toUpperCase());
    const unknown = await requestCode('nobody.at.all');
    const neutral = {
      message: 'If an account exists for this username, a reset code has been sent to its owner',
    };
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(neutral);
    expect(await unknown.json()).toEqual(neutral);
    const code = await mailedCode(account.username);
    expect((await gw.request('/__test/mail?to=nobody.at.all')).status).toBe(404);
    const stored = await gw.db.query<Record<string, unknown>>(
      'SELECT * FROM password_resets WHERE username = $1',
      [account.username],
    );
    expect(stored).toHaveLength(1);
    const canonical = code.replace(/-/g, '');
    expect(stored[0]?.token_hash).toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(canonical);
    expect(logLines.join('\n')).not.toContain(canonical);
  });

  it('sets the new password once with the mailed code and ends the old sessions', async () => {
    const account = await freshAccount();
    const before = await gw.passwordTokens(account);
    await requestCode(account.username);
    const code = await mailedCode(account.username);

    const weak = await setPassword(account.username, code, 'weak');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { field: string }).field).toBe('newPassword');

    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const set = await setPassword(account.username, typed);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ message: 'Your password has been reset' });

    const again = await setPassword(account.username, code, 'Third-Pass-333');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(rejected);

    await expect(gw.passwordTokens(account)).rejects.toThrow(/400/);
    await expect(gw.passwordTokens({ ...account, password: 'Brand-New-Pass-2' })).resolves.toBeTruthy();
    const refreshed = await gw.postForm(apiPaths.refreshToken, {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
    });
    expect(refreshed.status).toBe(400);
    expect(logLines.join('\n')).not.toContain(code.replace(/-/g, ''));
  });

  it('refuses a wrong code, an unknown user, and a code after 30 minutes', async () => {
    const account = await freshAccount();
    await requestCode(account.username);
    const code = await mailedCode(account.username);
    expect(await (await setPassword(account.username, 'ZZZZ-ZZZZ-ZZZZ')).json()).toEqual(rejected);
    expect(await (await setPassword('nobody.at.all', code)).json()).toEqual(rejected);
    expect(await (await setPassword(demoDriver.username, code)).json()).toEqual(rejected);
    clockAheadMs = 31 * 60 * 1000;
    try {
      const late = await setPassword(account.username, code);
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual(rejected);
    } finally {
      clockAheadMs = 0;
    }
    await expect(gw.passwordTokens(account)).resolves.toBeTruthy();
  });

  it('ends a code after 5 wrong tries, and when a newer one is asked for after the cool-down', async () => {
    const account = await freshAccount();
    await requestCode(account.username);
    const first = await mailedCode(account.username);
    clockAheadMs = 6 * 60 * 1000;
    try {
      await requestCode(account.username);
      const second = await mailedCode(account.username);
      expect(second).not.toBe(first);
      expect(await (await setPassword(account.username, first)).json()).toEqual(rejected);
      for (let i = 0; i < 4; i += 1) await setPassword(account.username, 'ZZZZ-ZZZZ-ZZZZ');
      expect(await (await setPassword(account.username, second)).json()).toEqual(rejected);
      await requestCode(account.username);
      expect((await setPassword(account.username, await mailedCode(account.username))).status).toBe(200);
    } finally {
      clockAheadMs = 0;
    }
  });

  it.each([
    [{}, 'username', 'Username is required'],
    [
      { username: 'x', resetToken: 'ABCD' },
      'resetToken',
      'Reset code must be the 12 letters and digits you were sent',
    ],
    [{ username: 'x', newPassword: 'Valid-Pass-123' }, 'resetToken', 'Reset code is required'],
    [{ username: 'x', resetToken: 'ABCD-EFGH-JKMN' }, 'newPassword', 'New password is required'],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await postJson(apiPaths.resetPassword, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, field });
  });
});

describe('a deployment’s own mailer', () => {
  it('receives the reset message instead of the outbox', async () => {
    const sent: MailMessage[] = [];
    const own = await startTestGateway({ mailer: { send: (m) => Promise.resolve(void sent.push(m)) } });
    try {
      const auth = { authorization: `Bearer ${await own.clientToken()}`, 'content-type': 'application/json' };
      const body = JSON.stringify({ username: demoDriver.username });
      const res = await own.request(apiPaths.resetPassword, { method: 'POST', headers: auth, body });
      expect(res.status).toBe(202);
      expect(sent).toEqual([
        expect.objectContaining({
          to: 'demo.driver',
          toName: 'Dan Driver',
          subject: 'Your Doorstep password reset code',
        }),
      ]);
      expect(sent[0]?.text).toMatch(/^Hello Dan,\n/);
      expect(await own.db.query('SELECT 1 FROM mail_outbox')).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});
