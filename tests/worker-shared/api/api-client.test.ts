/** The API client against a scripted fetch: headers, bodies, the error mapping of product rules 8.1–8.5, refresh-once-and-retry. */
import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { ApiClient } from '@worker-shared/api/api-client';
import type { ApiClientDeps } from '@worker-shared/api/api-client';
import type { RefreshOutcome } from '@worker-shared/api/api-result';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Headers;
}

type Reply = Response | (() => Promise<Response>);

function scripted(replies: Reply[]) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    sent.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
      headers: new Headers(init.headers),
    });
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected call');
    return typeof reply === 'function' ? reply() : reply;
  };
  return { sent, fetch };
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientDeps> = {}) {
  let token = 'access-1';
  const expired: string[] = [];
  const refreshes: number[] = [];
  const deps: ApiClientDeps = {
    baseUrl: 'https://gw.example',
    fetch,
    appVersion: '9.9.9',
    timeoutMs: 1000,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    device: () => Promise.resolve({ uuid: 'uuid-1', imei: '356938035643809' }),
    accessToken: () => Promise.resolve(token),
    caller: () => ({ branch: '1', driverid: 'D100', admin: false }),
    refresh: (): Promise<RefreshOutcome> => {
      refreshes.push(1);
      token = 'access-2';
      return Promise.resolve({ ok: true });
    },
    onTokenExpired: (message) => {
      expired.push(message);
      return Promise.resolve();
    },
    ...overrides,
  };
  return { api: new ApiClient(deps), expired, refreshes };
}

describe('ApiClient', () => {
  it('sends the spec headers, a GET payload as a query string, and cookies off localhost', async () => {
    const { sent, fetch } = scripted([json(200, { ok: 1 })]);
    const { api } = client(fetch);
    const result = await api.request({ method: 'GET', path: '/x', query: { date: '21112026', status: 3 } });
    expect(result).toEqual({ ok: true, status: 200, json: { ok: 1 } });
    const [call] = sent;
    expect(call?.url).toBe('https://gw.example/x?date=21112026&status=3');
    expect(call?.init.credentials).toBe('include');
    expect(Object.fromEntries(call?.headers ?? [])).toEqual({
      accept: 'application/json',
      authorization: 'Bearer access-1',
      branch: '1',
      driverid: 'D100',
      imei: '356938035643809',
      uuid: 'uuid-1',
      version: '9.9.9',
    });
  });

  it('omits driverid for admins and cookies on localhost; form bodies are url-encoded', async () => {
    const { sent, fetch } = scripted([json(200, {})]);
    const { api } = client(fetch, {
      baseUrl: 'http://localhost:8080',
      caller: () => ({ branch: '1', driverid: 'A100', admin: true }),
    });
    await api.request({ method: 'POST', path: '/f', body: { kind: 'form', fields: { a: '1 2', b: 'x&y' } } });
    const [call] = sent;
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.headers.get('driverid')).toBeNull();
    expect(call?.headers.get('branch')).toBe('1');
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call?.init.body).toBe('a=1+2&b=x%26y');
  });

  it('maps 400/500 to the body message, else "Something went wrong!", 403 to the gateway’s reason, other statuses to the status text', async () => {
    const { fetch } = scripted([
      json(400, { message: 'Bad date' }),
      json(500, {}),
      json(403, { message: "Drivers can change only today's jobs" }, 'Forbidden'),
      json(403, {}, 'Forbidden'),
      json(404, { message: 'ignored' }, 'Not Found'),
    ]);
    const { api } = client(fetch);
    expect(await api.request({ method: 'GET', path: '/a' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Bad date',
    });
    expect(await api.request({ method: 'GET', path: '/b' })).toMatchObject({
      ok: false,
      status: 500,
      message: messages.somethingWentWrong,
    });
    expect(await api.request({ method: 'GET', path: '/c' })).toMatchObject({
      status: 403,
      message: "Drivers can change only today's jobs",
    });
    expect(await api.request({ method: 'GET', path: '/d' })).toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
    expect(await api.request({ method: 'GET', path: '/e' })).toMatchObject({
      status: 404,
      message: 'Not Found',
    });
  });

  it('treats a network failure and a timeout as status 404', async () => {
    const { fetch } = scripted([() => Promise.reject(new TypeError('Failed to fetch'))]);
    const { api } = client(fetch);
    expect(await api.request({ method: 'GET', path: '/a' })).toMatchObject({
      ok: false,
      status: 404,
      network: true,
    });
    const aborting: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const slow = client(aborting, { timeoutMs: 20 }).api;
    expect(await slow.request({ method: 'GET', path: '/b' })).toMatchObject({ ok: false, status: 404 });
  });

  it('gives a body its time on the slowest uplink on top of the answer timeout (a photo on 2G)', async () => {
    const timeouts: number[] = [];
    const { fetch } = scripted([json(200, {}), json(200, {})]);
    const { api } = client(fetch, {
      timeoutMs: 30_000,
      setTimeout: (callback, ms) => {
        timeouts.push(ms);
        return setTimeout(callback, ms);
      },
    });
    await api.request({ method: 'GET', path: '/a' });
    const photo = new Uint8Array(500_000);
    await api.request({
      method: 'POST',
      path: '/b',
      body: { kind: 'raw', data: photo, contentType: 'image/png' },
    });
    expect(timeouts).toEqual([30_000, 30_000 + 125_000]);
  });

  it('refreshes once on a 401 and retries once with the new token', async () => {
    const { sent, fetch } = scripted([json(401, {}), json(200, { fine: true })]);
    const { api, refreshes } = client(fetch);
    expect(await api.request({ method: 'GET', path: '/a' })).toEqual({
      ok: true,
      status: 200,
      json: { fine: true },
    });
    expect(refreshes).toHaveLength(1);
    expect(sent.map((s) => s.headers.get('authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('ends the login, without a second refresh, when the retry with the new token is refused again', async () => {
    const { sent, fetch } = scripted([json(401, {}), json(401, {}, 'Unauthorized')]);
    const { api, refreshes, expired } = client(fetch);
    expect(await api.request({ method: 'GET', path: '/a' })).toEqual({
      ok: false,
      status: 401,
      message: messages.loginExpired,
      tokenExpired: true,
    });
    expect(refreshes).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(expired).toEqual([messages.loginExpired]);
  });

  it('reports an expired login once the refresh says so', async () => {
    const { fetch } = scripted([json(401, {})]);
    const { api, expired } = client(fetch, {
      refresh: () => Promise.resolve({ ok: false, message: messages.loginExpired, tokenExpired: true }),
    });
    expect(await api.request({ method: 'GET', path: '/a' })).toMatchObject({
      ok: false,
      message: messages.loginExpired,
      tokenExpired: true,
    });
    expect(expired).toEqual([messages.loginExpired]);
  });

  it('never refreshes for calls with their own bearer', async () => {
    const { sent, fetch } = scripted([json(401, { message: 'no' })]);
    const { api, refreshes } = client(fetch);
    await api.request({ method: 'POST', path: '/login', auth: { kind: 'bearer', token: 'client-token' } });
    expect(refreshes).toHaveLength(0);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer client-token');
  });

  it('sends JSON text exactly as given, with the frozen headers, the token and the device headers', async () => {
    const { sent, fetch } = scripted([json(200, { id: 'J1' })]);
    const { api } = client(fetch);
    const text = '{"b":1,  "a":"é"}';
    await api.request({
      method: 'POST',
      path: '/job-api/job/update',
      body: { kind: 'jsonText', text },
      headers: {
        'Idempotency-Key': 'key-1',
        'Doorstep-Saved-At': '2026-11-21T14:05:00.000Z',
        'If-Match': '"r3"',
      },
    });
    const [call] = sent;
    expect(call?.init.body).toBe(text);
    expect(Object.fromEntries(call?.headers ?? [])).toEqual({
      accept: 'application/json',
      authorization: 'Bearer access-1',
      branch: '1',
      'content-type': 'application/json',
      'doorstep-saved-at': '2026-11-21T14:05:00.000Z',
      driverid: 'D100',
      'idempotency-key': 'key-1',
      'if-match': '"r3"',
      imei: '356938035643809',
      uuid: 'uuid-1',
      version: '9.9.9',
    });
  });

  it('reads a Retry-After given in seconds; ignores a date', async () => {
    const busy = (retryAfter: string) =>
      new Response('{}', { status: 429, headers: { 'Retry-After': retryAfter } });
    const { fetch } = scripted([busy('12'), busy('Wed, 21 Oct 2026 07:28:00 GMT')]);
    const { api } = client(fetch);
    expect(await api.request({ method: 'GET', path: '/a' })).toMatchObject({
      status: 429,
      retryAfterMs: 12_000,
    });
    expect(await api.request({ method: 'GET', path: '/a' })).not.toHaveProperty('retryAfterMs');
  });
});
