// Every gateway call of product rule 7.2 demands the right token and role: 401 without a valid
// user token, 403 for the wrong role; client tokens only open login, register, reset.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { addDays, todayIso, toRequestDate } from '@domain/time/dates';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

let gw: TestGateway;
let driverHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let clientToken: string;

beforeAll(async () => {
  gw = await startTestGateway();
  driverHeaders = await gw.headersFor(demoDriver);
  adminHeaders = await gw.headersFor(demoAdmin);
  clientToken = await gw.clientToken();
});
afterAll(() => gw.close());

const today = todayIso();
const json = { 'content-type': 'application/json' };

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const userRoutes: RouteCase[] = [
  { name: 'jobs for a date', method: 'GET', path: apiPaths.jobsForDate(toRequestDate(today)) },
  {
    name: 'incomplete query',
    method: 'GET',
    path: `${apiPaths.jobsQuery}?date=${toRequestDate(addDays(today, -1))}&status=3`,
  },
  { name: 'admin jobs', method: 'GET', path: apiPaths.adminJobs },
  { name: 'driver update', method: 'POST', path: apiPaths.jobUpdate, body: '{"id":"x"}', headers: json },
  { name: 'admin update', method: 'POST', path: apiPaths.adminJobUpdate, body: '{"id":"x"}', headers: json },
  { name: 'notes', method: 'GET', path: `${apiPaths.notes('1')}?retailerId=DOORSTEP` },
  { name: 'reason codes', method: 'GET', path: `${apiPaths.reasonCodes('DOORSTEP')}?filterActive=true` },
  { name: 'DRA update', method: 'POST', path: apiPaths.draUpdate, body: '{}', headers: json },
  { name: 'image upload (POST)', method: 'POST', path: `${apiPaths.imageUpload}?name=a.png&contentType=png` },
  { name: 'image upload (PUT)', method: 'PUT', path: `${apiPaths.imageUpload}?name=a.png&contentType=png` },
  { name: 'object store settings', method: 'GET', path: apiPaths.objectStore },
  { name: 'heartbeat', method: 'POST', path: apiPaths.heartbeat, body: '[]', headers: json },
];

const callerRoutes: RouteCase[] = [
  {
    name: 'login',
    method: 'POST',
    path: apiPaths.login,
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { name: 'registration', method: 'POST', path: apiPaths.users, body: '{}', headers: json },
  { name: 'password reset', method: 'POST', path: apiPaths.resetPassword, body: '{}', headers: json },
];

function call(route: RouteCase, headers: Record<string, string>): Promise<Response> {
  return gw.request(route.path, {
    method: route.method,
    body: route.body,
    headers: { ...route.headers, ...headers },
  });
}

async function forgedToken(secret: string): Promise<string> {
  return new SignJWT({ typ: 'access', kind: 'user', userType: 'Admin', branch: '1', driverid: 'D100' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('demo.admin')
    .setIssuer('doorstep-gateway')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

describe.each([...userRoutes, ...callerRoutes])('$name', (route) => {
  it('answers 401 {message} without a token', async () => {
    const res = await call(route, {});
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Missing access token');
  });

  it('answers 401 for a malformed or foreign-signed token', async () => {
    for (const token of ['not-a-jwt', await forgedToken('another-secret-of-enough-length')]) {
      const res = await call(route, { authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid or expired access token');
    }
  });
});

describe('client-credential tokens', () => {
  it.each(userRoutes)('are refused by $name (401)', async (route) => {
    const res = await call(route, { authorization: `Bearer ${clientToken}`, branch: '1', driverid: 'D100' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'A user access token is required' });
  });

  it.each(callerRoutes)('are accepted by $name (the body is judged instead)', async (route) => {
    const res = await call(route, { authorization: `Bearer ${clientToken}` });
    expect(res.status).toBe(400);
  });

  it('cannot be swapped for a refresh token', async () => {
    const res = await gw.postForm(apiPaths.refreshToken, {
      grant_type: 'refresh_token',
      refresh_token: clientToken,
      client_id: 'doorstep-web',
      client_secret: 'doorstep-dev-secret',
    });
    expect(res.status).toBe(400);
  });
});

describe('roles', () => {
  const adminOnly = userRoutes.filter((r) =>
    ['incomplete query', 'admin jobs', 'admin update'].includes(r.name),
  );

  it.each(adminOnly)('$name answers 403 to a driver', async (route) => {
    const res = await call(route, driverHeaders);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Admin access required' });
  });

  it.each(adminOnly.filter((r) => r.method === 'GET'))('$name answers 200 to an admin', async (route) => {
    expect((await call(route, adminHeaders)).status).toBe(200);
  });

  it('the driver update answers 403 to an admin (admins use the admin update)', async () => {
    const res = await call(userRoutes.find((r) => r.name === 'driver update') as RouteCase, adminHeaders);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This call is for drivers' });
  });

  it('a forged admin token signed with the wrong secret is no admin', async () => {
    const res = await gw.request(apiPaths.adminJobs, {
      headers: { authorization: `Bearer ${await forgedToken('guessed-secret-1234567890')}`, branch: '1' },
    });
    expect(res.status).toBe(401);
  });

  it('an unsigned (alg none) token is refused', async () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = {
      typ: 'access',
      kind: 'user',
      sub: 'demo.admin',
      userType: 'Admin',
      branch: '1',
      driverid: '',
    };
    const token = `${part({ alg: 'none' })}.${part({ ...claims, iss: 'doorstep-gateway', exp: 9999999999 })}.`;
    const res = await gw.request(apiPaths.adminJobs, {
      headers: { authorization: `Bearer ${token}`, branch: '1' },
    });
    expect(res.status).toBe(401);
  });
});
