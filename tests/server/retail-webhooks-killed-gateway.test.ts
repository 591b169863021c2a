// A gateway killed outright (SIGKILL, in a process of its own: no close, its claims and connections simply
// gone) while it posts webhooks loses none of them: the rows it had claimed keep their lease until it runs
// out, then the other gateway on the same PostgreSQL posts them under the same event id. Of 1,000 queued
// webhooks each is delivered, none twice while both ran, and only what the dead one had in flight twice.
// PostgreSQL only (DATABASE_URL; `bash scripts/with-postgres.sh npx vitest run
// tests/server/retail-webhooks-killed-gateway.test.ts`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { enqueueWebhook } from '@server/webhooks/webhook-outbox';
import { startGatewayProcess } from '@bench/gateway/gateway-process';
import type { GatewayProcess } from '@bench/gateway/gateway-process';
import { startWebhookReceiver } from '@e2e/support/webhook-receiver';
import type { WebhookReceiver } from '@e2e/support/webhook-receiver';
import { verifyDoorstepSignature } from '@e2e/support/webhook-verification';
import { expectEachOnceButWhatWasInFlight, unsentAfter } from './outbox-delivery-checks';
import { createTestDatabase, usingPostgres } from './test-database';
import type { TestDatabase } from './test-database';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

const SECRET = 'whsec-killed-gateway-0123456789abcdef01';
const QUEUED = 1000;
const BATCH = 20;
const TIMING = { batchSize: BATCH, timeoutMs: 3000, leaseMs: 8000, pollMs: 200, baseMs: 100, capMs: 500 };

describe.skipIf(!usingPostgres)('a gateway killed mid-send (runs only with DATABASE_URL set)', () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let survivor: TestGateway;
  let doomed: GatewayProcess;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    receiver.delayMs = 15;
    database = await createTestDatabase();
    const endpoints = { [DEFAULT_RETAILER_CODE]: [{ url: receiver.url, secret: SECRET }] };
    // The schema outlives the gateways (the survivor's close must not drop it before the end).
    survivor = await startTestGateway(
      { retailWebhooks: endpoints, webhookTiming: TIMING },
      { ...database, drop: () => Promise.resolve() },
    );
    doomed = await startGatewayProcess({
      database: database.config,
      bigDay: 0,
      retailWebhooks: JSON.stringify(endpoints),
      webhookTiming: TIMING,
    });
  }, 90_000);
  afterAll(async () => {
    await doomed.kill();
    await survivor.close();
    await receiver.close();
    await database.drop();
  });

  it("delivers each of 1,000 webhooks; only the killed gateway's posts in flight come twice, after its lease", async () => {
    const ids: string[] = [];
    await survivor.db.transaction(async (tx) => {
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
          new Date(),
        );
      }
    });

    await receiver.waitFor(300, 30_000);
    // Answers are held, so both gateways have a claim's posts in flight when one dies.
    receiver.delayMs = 1500;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const killedAt = Date.now();
    await doomed.kill();
    receiver.delayMs = 15;

    expect(await unsentAfter(survivor.db, 40_000)).toBe(0);
    // The dead gateway's claim in flight (the survivor never posts one event twice) comes again only after
    // its lease ran out; nothing else twice.
    expectEachOnceButWhatWasInFlight(receiver.posts, ids, {
      stoppedAt: killedAt,
      repeatsFrom: killedAt + TIMING.leaseMs - 2000,
      batchSize: BATCH,
    });
    // Every post, the repeated ones too, carries a signature a retailer's receiver accepts.
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(
      receiver.posts.every((p) => verifyDoorstepSignature(SECRET, p.body, p.signature, nowSeconds)),
    ).toBe(true);
  }, 120_000);
});
