/** What goes over the wire: headers, no token in any URL or log, reason codes once per retailer, product rule 8.5 notifications. */
import { describe, expect, it } from 'vitest';
import { distinctRetailerIds } from '@domain/job/retailer';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { messages } from '@domain/app/messages';
import { tokenKeys } from '@worker-shared/auth/token-store';
import { TEST_APP_VERSION, TEST_DEVICE, jsonResponse } from './support/engine-harness';
import type { EngineHarness, Interceptor } from './support/engine-harness';
import { useTestGateway } from './support/test-gateway';

const jobsPath = '/group-delivery-job-api/delivery/job';
const reasonCodesPath = /^\/group-delivery-job-api\/entities\/([^/]+)\/reasonCodes$/;

const gateway = useTestGateway();

describe('request headers', () => {
  it('sends imei, uuid, bearer, branch, driverid and version, and never a token in a URL or log', async () => {
    const h = await gateway.loggedIn();
    const [jobs] = h.requestsTo(`${jobsPath}/date/`);
    const storage = await h.openStorage();
    const access = (await storage.get(tokenKeys.access))?.value ?? '';
    const refresh = (await storage.get(tokenKeys.refresh))?.value ?? '';
    storage.close();

    expect(jobs?.headers).toEqual({
      accept: 'application/json',
      authorization: `Bearer ${access}`,
      branch: '1',
      driverid: 'D100',
      imei: TEST_DEVICE.imei,
      uuid: TEST_DEVICE.uuid,
      version: TEST_APP_VERSION,
    });
    expect(jobs?.credentials).toBe('same-origin');
    for (const request of h.requests) {
      expect(request.headers.imei).toBe(TEST_DEVICE.imei);
      expect(request.headers.uuid).toBe(TEST_DEVICE.uuid);
      expect(request.headers.version).toBe(TEST_APP_VERSION);
      expect(request.url).not.toContain(access);
      expect(request.url).not.toContain(refresh);
      expect(request.url).not.toMatch(/token=/i);
    }
    expect(h.logs.join('\n')).not.toContain(access);
    await h.engine.close();
  });
});

describe('reason codes', () => {
  const reasonCodeCalls = (h: EngineHarness) =>
    h.requests.filter((request) => reasonCodesPath.test(request.path));

  it('are fetched once per distinct retailer when the first manifest changes, and stored', async () => {
    let renameManifests = false;
    const h = await gateway.loggedIn({
      intercept: async (request) => {
        if (!renameManifests || !request.path.startsWith(`${jobsPath}/date/`)) return undefined;
        const real = (await (await fetch(request.url, { headers: request.headers })).json()) as JobsResponse;
        return jsonResponse(200, {
          ...real,
          manifest: real.manifest.map((m) => ({ ...m, id: `${m.id}-next` })),
        });
      },
    });
    const retailers = distinctRetailerIds(h.latest().jobs);
    expect(retailers.length).toBeGreaterThanOrEqual(2);
    const calls = reasonCodeCalls(h);
    expect(calls.map((call) => reasonCodesPath.exec(call.path)?.[1]).sort()).toEqual([...retailers].sort());
    expect(calls.every((call) => new URL(call.url).search === '?filterActive=true')).toBe(true);
    const storage = await h.openStorage();
    for (const retailerId of retailers) {
      expect((await storage.readReasonCodes(retailerId))?.reasonCodes.length ?? 0).toBeGreaterThan(0);
    }
    storage.close();

    await h.engine.refresh();
    await h.engine.idle();
    expect(reasonCodeCalls(h)).toHaveLength(retailers.length);

    renameManifests = true;
    await h.engine.refresh();
    await h.engine.idle();
    expect(reasonCodeCalls(h)).toHaveLength(2 * retailers.length);
    await h.engine.close();
  });
  it('a retailer whose codes a list load could not fetch is fetched by the next, with the same manifests', async () => {
    let refused: string | null = 'OAKWORKS';
    const h = await gateway.loggedIn({
      intercept: (request) => {
        const retailer = reasonCodesPath.exec(request.path)?.[1];
        if (retailer === undefined || retailer !== refused) return undefined;
        return Promise.resolve(jsonResponse(500, { message: 'The reason codes are down' }));
      },
    });
    await h.engine.idle();
    const retailers = distinctRetailerIds(h.latest().jobs);
    expect(retailers).toContain('OAKWORKS');
    const storage = await h.openStorage();
    expect(await storage.readReasonCodes('OAKWORKS')).toBeUndefined();
    const callsBefore = reasonCodeCalls(h).length;

    refused = null;
    await h.engine.refresh();
    await h.engine.idle();
    // Only the missing retailer is asked for again; the others are kept from the first load.
    expect(
      reasonCodeCalls(h)
        .slice(callsBefore)
        .map((call) => reasonCodesPath.exec(call.path)?.[1]),
    ).toEqual(['OAKWORKS']);
    expect((await storage.readReasonCodes('OAKWORKS'))?.reasonCodes.length ?? 0).toBeGreaterThan(0);

    // Every retailer stored: a further load asks for none.
    await h.engine.refresh();
    await h.engine.idle();
    expect(reasonCodeCalls(h).length).toBe(callsBefore + 1);
    storage.close();
    await h.engine.close();
  });
});

describe('jobs fetch errors', () => {
  async function refreshWith(intercept: Interceptor) {
    let active = false;
    const h = await gateway.loggedIn({
      intercept: (request) => (active && request.path.startsWith(jobsPath) ? intercept(request) : undefined),
    });
    const jobsBefore = h.latest().jobs;
    active = true;
    await h.engine.refresh();
    const snapshot = h.latest();
    await h.engine.close();
    return { snapshot, jobsBefore };
  }

  const emptyAnswer = { manifest: [], schedule: [], download: [], tokenExpired: false };

  it("shows the answer's error message and keeps the list", async () => {
    const { snapshot, jobsBefore } = await refreshWith(() =>
      jsonResponse(200, { ...emptyAnswer, error: 'Depot closed' }),
    );
    expect(snapshot.notification).toEqual({ message: 'Depot closed', buttons: [] });
    expect(snapshot.jobs).toEqual(jobsBefore);
    expect(snapshot.login).not.toBeNull();
  });

  it('shows "Error contacting server" when the error is just true', async () => {
    const { snapshot } = await refreshWith(() => jsonResponse(200, { ...emptyAnswer, error: true }));
    expect(snapshot.notification?.message).toBe('Error contacting server');
  });

  it('shows "Error contacting server" when the gateway cannot be reached', async () => {
    const { snapshot } = await refreshWith(() => Promise.reject(new TypeError('fetch failed')));
    expect(snapshot.notification?.message).toBe(messages.errorContactingServer);
  });

  it('shows the body message of a 500', async () => {
    const { snapshot } = await refreshWith(() => jsonResponse(500, { message: 'Database unavailable' }));
    expect(snapshot.notification?.message).toBe('Database unavailable');
  });

  it('shows "There was an error with the server data." for a job it cannot read, and keeps the jobs', async () => {
    const { snapshot, jobsBefore } = await refreshWith(() =>
      jsonResponse(200, { ...emptyAnswer, schedule: [null] }),
    );
    expect(snapshot.notification?.message).toBe('There was an error with the server data.');
    expect(snapshot.jobs).toEqual(jobsBefore);
  });
});
