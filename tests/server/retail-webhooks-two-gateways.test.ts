// Two gateways on one PostgreSQL share one webhook outbox: 1,000 queued webhooks are each delivered, none
// twice while both run; one gateway closed mid-run loses nothing (its posts in flight keep their lease and
// are posted again by the other after it expires, under the same event id: at least once, deduplicated by
// the receiver on the id). PGlite lives in one process, so this runs on PostgreSQL only (DATABASE_URL;
// `bash scripts/with-postgres.sh npx vitest run tests/server/retail-webhooks-two-gateways.test.ts`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { enqueueWebhook } from '@server/webhooks/webhook-outbox';
import { createTestDatabase, usingPostgres } from './test-database';
import type { TestDatabase } from './test-database';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { ReceivedPost, WebhookReceiver } from '@e2e/support/webhook-receiver';
import { verifyDoorstepSignature } from '@e2e/support/webhook-verification';

const SECRET = 'whsec-two-gateways-0123456789abcdef0123';
const QUEUED = 1000;
const BATCH = 20;
const TIMING = { batchSize: BATCH, timeoutMs: 2000, leaseMs: 7000, pollMs: 200, baseMs: 100, capMs: 500 };

describe.skipIf(!usingPostgres)('two gateways, one outbox (runs only with DATABASE_URL set)', () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Each answer takes a little while, so the closed gateway has posts in flight.
    receiver.delayMs = 15;
    database = await createTestDatabase();
    const options = {
      retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] },
      webhookTiming: TIMING,
    };
    // The schema outlives both gateways (closing one must not drop it under the other).
    const shared = { ...database, drop: () => Promise.resolve() };
    a = await startTestGateway(options, shared);
    b = await startTestGateway(options, shared);
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await receiver.close();
    await database.drop();
  });

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
    const distinct = () => new Set(receiver.posts.map((p) => p.eventId)).size;
    const unsettled = async () => {
      const [row] = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM retail_webhooks WHERE status <> 'delivered'`,
      );
      return row?.n ?? -1;
    };
    // Every row settles: the closed gateway's rows once their lease ran out and the other gateway sent them.
    const until = Date.now() + 30_000;
    while ((await unsettled()) !== 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(distinct()).toBe(QUEUED);
    expect(new Set(ids)).toEqual(new Set(receiver.posts.map((p) => p.eventId)));

    const byId = new Map<string, ReceivedPost[]>();
    for (const post of receiver.posts) byId.set(post.eventId, [...(byId.get(post.eventId) ?? []), post]);
    const twice = [...byId.values()].filter((posts) => posts.length > 1);
    // Only what the closed gateway had in flight is posted again: at most one claim's worth, once more each,
    // the first time before the close and again (same id, same body) only after its lease ran out.
    expect(twice.length).toBeGreaterThan(0);
    expect(twice.length).toBeLessThanOrEqual(BATCH);
    for (const [first, second, ...more] of twice) {
      expect(more).toEqual([]);
      expect(first?.at).toBeLessThanOrEqual(closedAt + 100);
      expect(second?.at).toBeGreaterThanOrEqual(closedAt + TIMING.leaseMs - 1000);
      expect(second?.body).toBe(first?.body);
    }
    // None twice while both ran.
    const beforeClose = receiver.posts.filter((p) => p.at <= closedAt);
    expect(new Set(beforeClose.map((p) => p.eventId)).size).toBe(beforeClose.length);

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
