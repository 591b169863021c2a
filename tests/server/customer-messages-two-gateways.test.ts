// Two gateways on one PostgreSQL share one customer message outbox: the same event written by both at once
// is one message (UNIQUE (job_id, kind)); each message reaches the provider, none twice while both run; one
// gateway closed mid-run loses nothing (its posts in flight keep their lease and are posted again by the
// other after it expires, under the same event id). PGlite lives in one process, so this runs on PostgreSQL
// only (`bash scripts/with-postgres.sh npx vitest run tests/server/customer-messages-two-gateways.test.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS } from '@server/customer-messages/customer-message-settings';
import type { CustomerMessageEvent } from '@server/customer-messages/message-event';
import { writeCustomerMessage } from '@server/customer-messages/message-outbox';
import { usingPostgres } from './test-database';
import type { TestGateway } from './test-gateway';
import { startTwoGatewaysWithReceiver } from './two-gateways-with-receiver';
import type { TwoGateways } from './two-gateways-with-receiver';
import type { WebhookReceiver } from '@e2e/support/webhook-receiver';
import { verifyDoorstepSignature } from '@e2e/support/webhook-verification';

const SECRET = 'provider-two-gateways-0123456789abcdef';
const JOBS = 300;
const BATCH = 20;
const TIMING = { batchSize: BATCH, timeoutMs: 2000, leaseMs: 7000, pollMs: 200, baseMs: 100, capMs: 500 };
const PREFIX = 'pg-two-';

describe.skipIf(!usingPostgres)('two gateways, one message outbox (runs only with DATABASE_URL set)', () => {
  let two: TwoGateways;
  let receiver: WebhookReceiver;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    two = await startTwoGatewaysWithReceiver((r) => ({
      customerMessages: { ...DEFAULT_MESSAGE_SETTINGS, provider: { url: r.url, secret: SECRET } },
      webhookTiming: TIMING,
    }));
    ({ receiver, a, b } = two);
    receiver.delayMs = 15;
  }, 60_000);
  afterAll(() => two.close());

  const ours = () =>
    receiver.posts.filter((p) => (JSON.parse(p.body) as CustomerMessageEvent).data.job_id.startsWith(PREFIX));

  it('writes the same event once from both, sends each once while both run, and loses nothing when one closes', async () => {
    const now = new Date();
    // Both gateways see every event at once: one row each.
    await Promise.all(
      Array.from({ length: JOBS }, (_, n) =>
        Promise.all(
          [a, b].map((gw) =>
            writeCustomerMessage(
              gw.db,
              {
                jobId: `${PREFIX}${n}`,
                kind: 'delivered',
                recipient: '07700 900123',
                body: `Oak & Co: your order was delivered (${n}).`,
                release: { kind: 'now' },
              },
              now,
            ),
          ),
        ),
      ),
    );
    const [{ rows } = { rows: -1 }] = await a.db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM customer_messages WHERE job_id LIKE $1`,
      [`${PREFIX}%`],
    );
    expect(rows).toBe(JOBS);

    await receiver.waitFor(60, 20_000, (p) => ours().includes(p));
    receiver.delayMs = 1500;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closedAt = Date.now();
    await b.close();
    receiver.delayMs = 15;
    const unsettled = async () => {
      const [row] = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_messages WHERE job_id LIKE $1 AND status <> 'sent'`,
        [`${PREFIX}%`],
      );
      return row?.n ?? -1;
    };
    const until = Date.now() + 30_000;
    while ((await unsettled()) !== 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await unsettled()).toBe(0);

    const posts = ours();
    const jobsTold = new Set(posts.map((p) => (JSON.parse(p.body) as CustomerMessageEvent).data.job_id));
    expect(jobsTold.size).toBe(JOBS);
    const byId = new Map<string, number>();
    for (const post of posts) byId.set(post.eventId, (byId.get(post.eventId) ?? 0) + 1);
    expect(byId.size).toBe(JOBS);
    // Only what the closed gateway had in flight went again, once, under the same id.
    const twice = [...byId.values()].filter((count) => count > 1);
    expect(twice.length).toBeLessThanOrEqual(BATCH);
    expect(twice.every((count) => count === 2)).toBe(true);
    const beforeClose = posts.filter((p) => p.at <= closedAt);
    expect(new Set(beforeClose.map((p) => p.eventId)).size).toBe(beforeClose.length);
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(posts.every((p) => verifyDoorstepSignature(SECRET, p.body, p.signature, nowSeconds))).toBe(true);
  }, 90_000);
});
