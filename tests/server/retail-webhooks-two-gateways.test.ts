// Two gateways on one PostgreSQL share one webhook outbox: 1,000 queued webhooks are each delivered, none
// twice while both run; one gateway closed mid-run loses nothing (its posts in flight keep their lease and
// are posted again by the other after it expires, under the same event id: at least once, deduplicated by
// the receiver on the id). PGlite lives in one process, so this runs on PostgreSQL only (DATABASE_URL;
// `bash scripts/with-postgres.sh npx vitest run tests/server/retail-webhooks-two-gateways.test.ts`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { enqueueWebhook } from '@server/webhooks/webhook-outbox';
import { expectEachOnceButWhatWasInFlight, unsentAfter } from './outbox-delivery-checks';
import { usingPostgres } from './test-database';
import type { TestGateway } from './test-gateway';
import { startTwoGatewaysWithReceiver } from './two-gateways-with-receiver';
import type { TwoGateways } from './two-gateways-with-receiver';
import type { WebhookReceiver } from '@e2e/support/webhook-receiver';
import { verifyDoorstepSignature } from '@e2e/support/webhook-verification';

const SECRET = 'whsec-two-gateways-0123456789abcdef0123';
const QUEUED = 1000;
const BATCH = 20;
const TIMING = { batchSize: BATCH, timeoutMs: 2000, leaseMs: 7000, pollMs: 200, baseMs: 100, capMs: 500 };

describe.skipIf(!usingPostgres)('two gateways, one outbox (runs only with DATABASE_URL set)', () => {
  let two: TwoGateways;
  let receiver: WebhookReceiver;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    two = await startTwoGatewaysWithReceiver((r) => ({
      retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: r.url, secret: SECRET }] },
      webhookTiming: TIMING,
    }));
    ({ receiver, a, b } = two);
    // Each answer takes a little while, so the closed gateway has posts in flight.
    receiver.delayMs = 15;
  }, 60_000);
  afterAll(() => two.close());

  it('delivers each of 1,000 webhooks, none twice while both run, nothing lost when one is closed', async () => {
    const queuedAt = new Date();
    const ids: string[] = [];
    await a.db.transaction(async (tx) => {
      for (let n = 0; n < QUEUED; n += 1) {
        const eventId = randomUUID();
        ids.push(eventId);
        await enqueueWebhook(
          tx,
          {
            eventId,
            eventType: 'job.updated',
            retailerId: DEFAULT_RETAILER_CODE,
            jobId: `job-${n}`,
            url: receiver.url,
            body: JSON.stringify({ id: eventId, type: 'job.updated', data: { n } }),
          },
          queuedAt,
        );
      }
    });

    await receiver.waitFor(300, 20_000);
    // Answers are held for a while, so each gateway has a claim's posts in flight when B is closed.
    receiver.delayMs = 1500;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closedAt = Date.now();
    await b.close();
    receiver.delayMs = 15;
    // Every row settles: the closed gateway's rows once their lease ran out and the other gateway sent them.
    expect(await unsentAfter(a.db, 30_000)).toBe(0);
    expect(new Set(receiver.posts.map((p) => p.eventId)).size).toBe(QUEUED);
    // Only what the closed gateway had in flight is posted again, once more each, after its lease ran out;
    // none twice while both ran.
    expectEachOnceButWhatWasInFlight(receiver.posts, ids, {
      stoppedAt: closedAt,
      repeatsFrom: closedAt + TIMING.leaseMs - 1000,
      batchSize: BATCH,
    });

    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(
      receiver.posts.every((p) => verifyDoorstepSignature(SECRET, p.body, p.signature, nowSeconds)),
    ).toBe(true);
    const [row] = await a.db.query<{ delivered: string; other: string }>(
      `SELECT count(*) FILTER (WHERE status = 'delivered')::text AS delivered,
              count(*) FILTER (WHERE status <> 'delivered')::text AS other
       FROM retail_webhooks`,
    );
    expect(row).toEqual({ delivered: String(QUEUED), other: '0' });
  }, 90_000);
});
