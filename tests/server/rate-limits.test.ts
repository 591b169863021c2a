// Throttling of login, registration and reset-code requests (server/auth/rate-limits.ts), counted in
// the database per username, per client address and per (username, address) pair. The gateway trusts X-Forwarded-For here
// (TRUST_PROXY=1) so each test can speak from addresses of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { LOGIN_FAILURES_PER_USERNAME_CEILING } from '@server/auth/rate-limits';
import { demoClient, demoDriver } from '@server/seed/demo-accounts';
import { createPersistentTestDatabase, usingPostgres } from './test-database';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let clockAheadMs = 0;
const now = () => new Date(Date.now() + clockAheadMs);
let gw: TestGateway;
let clientAuth: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway({ now, trustProxy: true });
  clientAuth = { authorization: `Bearer ${await gw.clientToken()}` };
});
afterAll(() => gw.close());

let lastAddress = 0;
/** A client address no other test uses. */
const freshAddress = () => {
  lastAddress += 1;
  return `10.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const client = { client_id: demoClient.clientId, client_secret: demoClient.clientSecret };

/** The branch and driver id of the accounts registered here. */
const TEST_BRANCH = '7';
const driverIdOf = (username: string) => username.replace(/\./g, '-').toUpperCase();

function passwordGrant(target: TestGateway, from: string, username: string, password: string) {
  const fields = { grant_type: 'password', username, password, ...client };
  return target.postForm(apiPaths.token, fields, { 'x-forwarded-for': `10.9.9.9, ${from}` });
}
function userApiLogin(from: string, username: string, password: string) {
  const fields = { username, password, driverid: driverIdOf(username), branch: TEST_BRANCH };
  return gw.postForm(apiPaths.login, fields, { ...clientAuth, 'x-forwarded-for': from });
}
function postJson(path: string, from: string, body: unknown) {
  const headers = { ...clientAuth, 'content-type': 'application/json', 'x-forwarded-for': from };
  return gw.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}
async function newDriver(from: string, username: string) {
  const account = { username, password: 'Good-Pass-123', firstName: 'Rita', lastName: 'Limit' };
  return postJson(apiPaths.users, from, { ...account, branch: TEST_BRANCH, driverid: driverIdOf(username) });
}
const mailCount = async (username: string) =>
  (await gw.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [username])).length;

function expectRetryAfter(res: Response, atMostSeconds: number): void {
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describe('defect 5: no throttling', () => {
  it('30 wrong passwords at once from one address: 5 are checked, the rest and then the right password answer 429', async () => {
    const username = 'rate.one';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const from = freshAddress();
    const wrong = await Promise.all(
      Array.from({ length: 30 }, () => passwordGrant(gw, from, username, 'Wrong-Pass-1')),
    );
    expect(wrong.map((res) => res.status).sort()).toEqual([
      ...Array<number>(5).fill(400),
      ...Array<number>(25).fill(429),
    ]);
    const right = await passwordGrant(gw, from, username, 'Good-Pass-123');
    expect(right.status).toBe(429);
    expectRetryAfter(right, 15 * 60);
    expect(await right.json()).toEqual({
      Error: 'too_many_attempts',
      message: 'Too many failed login attempts. Try again in 15 minutes.',
    });
    const again = await userApiLogin(from, username, 'Good-Pass-123');
    expect(again.status).toBe(429);
    expectRetryAfter(again, 15 * 60);
    expect(await again.json()).toEqual({
      message: 'Too many failed login attempts. Try again in 15 minutes.',
    });

    clockAheadMs = 15 * 60 * 1000 + 1000;
    try {
      expect((await passwordGrant(gw, from, username, 'Good-Pass-123')).status).toBe(200);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('counts both login calls together, and a right password clears the count', async () => {
    const username = 'rate.two';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const from = freshAddress();
    for (let i = 0; i < 4; i += 1) {
      const res = await (i % 2 ? userApiLogin(from, username, 'x') : passwordGrant(gw, from, username, 'x'));
      expect(res.status).toBe(400);
    }
    expect((await userApiLogin(from, username, 'Good-Pass-123')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await userApiLogin(from, username, 'x')).status).toBe(400);
    expect((await passwordGrant(gw, from, username, 'x')).status).toBe(429);
  });

  it("a stranger's 5 failures lock out only the stranger's address: the driver still logs in from another", async () => {
    const username = 'rate.pair';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const [stranger, driver] = [freshAddress(), freshAddress()];
    for (let i = 0; i < 5; i += 1)
      expect((await passwordGrant(gw, stranger, username, 'x')).status).toBe(400);
    expect((await passwordGrant(gw, stranger, username, 'Good-Pass-123')).status).toBe(429);
    expect((await userApiLogin(driver, username, 'Good-Pass-123')).status).toBe(200);
    expect((await passwordGrant(gw, driver, username, 'Good-Pass-123')).status).toBe(200);
    // The driver's success clears the driver's own pair, not the stranger's.
    expect((await passwordGrant(gw, stranger, username, 'Good-Pass-123')).status).toBe(429);
  });

  it('a driver mistyping 4 times from one address, then logging in there, starts that count again', async () => {
    const username = 'rate.mistype';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const from = freshAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await userApiLogin(from, username, 'x')).status).toBe(400);
      expect((await userApiLogin(from, username, 'Good-Pass-123')).status).toBe(200);
    }
  });

  it('refuses a username everywhere once failures spread over many addresses reach its ceiling', async () => {
    const username = 'rate.ceiling';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const perAddress = 5;
    const addresses = Array.from({ length: LOGIN_FAILURES_PER_USERNAME_CEILING / perAddress }, freshAddress);
    for (const from of addresses) {
      const tries = Array.from({ length: perAddress }, () => passwordGrant(gw, from, username, 'x'));
      expect((await Promise.all(tries)).map((res) => res.status)).toEqual(
        Array<number>(perAddress).fill(400),
      );
    }
    const refused = await userApiLogin(freshAddress(), username, 'Good-Pass-123');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 15 * 60);
    expect(await refused.json()).toEqual({
      message: 'Too many failed login attempts. Try again in 15 minutes.',
    });
    // Another username from the same addresses is not affected.
    expect(
      (await passwordGrant(gw, addresses[0] ?? '', demoDriver.username, demoDriver.password)).status,
    ).toBe(200);
    clockAheadMs = 15 * 60 * 1000 + 1000;
    try {
      expect((await userApiLogin(freshAddress(), username, 'Good-Pass-123')).status).toBe(200);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('limits one address across usernames, not the same username from elsewhere', async () => {
    const from = freshAddress();
    const tries = Array.from({ length: 30 }, (_, i) =>
      passwordGrant(gw, from, `sprayed.${i}`, 'Spring-2026'),
    );
    expect((await Promise.all(tries)).every((res) => res.status === 400)).toBe(true);
    const blocked = await passwordGrant(gw, from, demoDriver.username, demoDriver.password);
    expect(blocked.status).toBe(429);
    expectRetryAfter(blocked, 15 * 60);
    expect((await passwordGrant(gw, freshAddress(), demoDriver.username, demoDriver.password)).status).toBe(
      200,
    );
  });

  it('limits registrations per address', async () => {
    const from = freshAddress();
    for (let i = 0; i < 10; i += 1) expect((await newDriver(from, `farm.${i}`)).status).toBe(201);
    const refused = await newDriver(from, 'farm.10');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 60 * 60);
    expect(await refused.json()).toEqual({
      message: 'Too many registration attempts. Try again in 60 minutes.',
    });
    expect((await newDriver(freshAddress(), 'farm.10')).status).toBe(201);
  });

  it('30 reset-code requests mail one code, which still works; unknown names are answered alike', async () => {
    const username = 'rate.reset';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const ask = (name: string) => postJson(apiPaths.resetPassword, freshAddress(), { username: name });
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) answers.push((await ask(username)).status);
    expect(answers).toEqual([202, 202, 202, ...Array<number>(27).fill(429)]);
    expect(await mailCount(username)).toBe(1);
    const mail = (await (await gw.request(`/__test/mail?to=${username}`)).json()) as { text: string };
    const code = /reset code is: (\S+)/.exec(mail.text)?.[1] ?? '';
    const newPassword = 'Reset-Pass-456';
    const set = await postJson(apiPaths.resetPassword, freshAddress(), {
      username,
      resetToken: code,
      newPassword,
    });
    expect(set.status).toBe(200);

    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) unknown.push((await ask('nobody.here')).status);
    expect(unknown).toEqual([202, 202, 202, 429]);
  });

  it('after the cool-down a new request replaces the code', async () => {
    const username = 'rate.cool';
    expect((await newDriver(freshAddress(), username)).status).toBe(201);
    const ask = () => postJson(apiPaths.resetPassword, freshAddress(), { username });
    expect((await ask()).status).toBe(202);
    try {
      clockAheadMs = 4 * 60 * 1000;
      expect((await ask()).status).toBe(202);
      expect(await mailCount(username)).toBe(1);
      clockAheadMs = 6 * 60 * 1000;
      expect((await ask()).status).toBe(202);
      expect(await mailCount(username)).toBe(2);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('limits reset-code requests per address', async () => {
    const from = freshAddress();
    const ask = (i: number) => postJson(apiPaths.resetPassword, from, { username: `asked.${i}` });
    for (let i = 0; i < 10; i += 1) expect((await ask(i)).status).toBe(202);
    const refused = await ask(10);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many reset code requests. Try again in 60 minutes.',
    });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const direct = await startTestGateway();
    try {
      for (let i = 0; i < 30; i += 1) {
        const res = await passwordGrant(direct, `203.0.113.${i}`, `spoofer.${i}`, 'x');
        expect(res.status).toBe(400);
      }
      expect((await passwordGrant(direct, '203.0.113.99', 'spoofer.99', 'x')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('keeps the counts in the database: a restarted gateway still refuses', async () => {
    const database = await createPersistentTestDatabase();
    const kept = { ...database, drop: () => Promise.resolve() };
    try {
      const first = await startTestGateway({}, kept);
      for (let i = 0; i < 5; i += 1) await passwordGrant(first, '127.0.0.1', demoDriver.username, 'x');
      await first.close();
      const second = await startTestGateway({}, kept);
      const res = await passwordGrant(second, '127.0.0.1', demoDriver.username, demoDriver.password);
      await second.close();
      expect(res.status).toBe(429);
    } finally {
      await database.drop();
    }
  });

  // PGlite opens a data directory from one process only, so two live gateways share a database only on
  // PostgreSQL (DATABASE_URL, as in CI: scripts/with-postgres.sh).
  it.runIf(usingPostgres)('shares the limits between two gateways on one database', async () => {
    const database = await createPersistentTestDatabase();
    const kept = { ...database, drop: () => Promise.resolve() };
    const [one, two] = [await startTestGateway({}, kept), await startTestGateway({}, kept)];
    try {
      const tries = [one, two, one, two, one].map((target) =>
        passwordGrant(target, '127.0.0.1', demoDriver.username, 'x'),
      );
      expect((await Promise.all(tries)).map((res) => res.status)).toEqual([400, 400, 400, 400, 400]);
      for (const target of [one, two]) {
        const res = await passwordGrant(target, '127.0.0.1', demoDriver.username, demoDriver.password);
        expect(res.status).toBe(429);
      }
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
