/**
 * The retail log's engine calls against the real gateway: an admin's page of the branch's webhooks and a
 * resend of one; a driver refused with the gateway's message; an answer of the wrong shape, an unknown
 * webhook and no network answered with the message the page shows, never a throw.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { retailLogMessages } from '@domain/office/retail-log-words';
import { demoAdmin, demoAdmin2, demoDriver } from '@server/seed/demo-accounts';
import { enqueueWebhook } from '@server/webhooks/webhook-outbox';
import { jsonResponse } from '../support/engine-harness';
import type { Interceptor } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway();
const logPath = /\/admin\/retail-webhooks/;
const eventId = randomUUID();
let jobId = '';

beforeAll(async () => {
  const [job] = await gateway.db.query<{ id: string }>(
    'SELECT id FROM jobs WHERE branch = $1 ORDER BY id LIMIT 1',
    [demoAdmin.branch],
  );
  jobId = job?.id ?? '';
  // A webhook of a branch-1 job, as an accepted update queues it; the gateway names no endpoint for it, so
  // its sender marks it failed: what a resend is for.
  await enqueueWebhook(
    gateway.db,
    {
      eventId,
      eventType: 'job.updated',
      retailerId: 'OAK',
      jobId,
      url: 'http://127.0.0.1:9/hook',
      body: JSON.stringify({ id: eventId }),
    },
    new Date(),
  );
});

async function engineOf(account = demoAdmin, intercept?: Interceptor) {
  return (await gateway.loggedIn({ account, ...(intercept ? { intercept } : {}) })).engine;
}

describe('the retail log calls', () => {
  it('answer an admin a page of the branch webhooks, filtered, and a resend', async () => {
    const engine = await engineOf();
    const page = await engine.retailWebhookLog({ retailer: 'OAK', status: '', page: 1 });
    if (!page.ok) throw new Error(page.message);
    expect(page.value.retailers).toEqual(['OAK']);
    expect(page.value.entries.map((entry) => [entry.eventId, entry.jobId])).toEqual([[eventId, jobId]]);
    const none = await engine.retailWebhookLog({ retailer: 'ELM', status: '', page: 1 });
    expect(none.ok && none.value.entries).toEqual([]);

    const resent = await engine.resendRetailWebhook(eventId);
    if (!resent.ok) throw new Error(resent.message);
    expect(resent.value).toMatchObject({ eventId, status: 'pending', deliveredAt: null });
  });

  it('show another branch nothing, and refuse its resend with a clear message', async () => {
    const engine = await engineOf(demoAdmin2);
    const page = await engine.retailWebhookLog({ retailer: '', status: '', page: 1 });
    expect(page.ok && page.value.entries).toEqual([]);
    expect(await engine.resendRetailWebhook(eventId)).toEqual({
      ok: false,
      message: retailLogMessages.notFound,
    });
  });

  it('refuse a driver', async () => {
    const result = await (await engineOf(demoDriver)).retailWebhookLog({ retailer: '', status: '', page: 1 });
    expect(result.ok).toBe(false);
  });

  it('answer an answer of the wrong shape, or no network, with the page’s message', async () => {
    const wrong = await engineOf(demoAdmin, (request) =>
      logPath.test(request.path) ? jsonResponse(200, { entries: [{ eventId: 1 }] }) : undefined,
    );
    expect(await wrong.retailWebhookLog({ retailer: '', status: '', page: 1 })).toEqual({
      ok: false,
      message: retailLogMessages.unreadable,
    });
    const offline = await engineOf(demoAdmin, (request) => {
      if (logPath.test(request.path)) throw new TypeError('Failed to fetch');
      return undefined;
    });
    expect(await offline.retailWebhookLog({ retailer: '', status: '', page: 1 })).toEqual({
      ok: false,
      message: retailLogMessages.offline,
    });
    expect(await offline.resendRetailWebhook(eventId)).toEqual({
      ok: false,
      message: retailLogMessages.offline,
    });
  });
});
