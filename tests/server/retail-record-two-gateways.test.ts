// Two gateways on one PostgreSQL see one job's evidence record complete at once (the closing update on one,
// reads of the record on both, side by side): the record is announced by exactly one evidence_record.completed
// webhook and one link. PGlite lives in one process, so this runs on PostgreSQL only (DATABASE_URL;
// `bash scripts/with-postgres.sh npx vitest run tests/server/retail-record-two-gateways.test.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { retailerIdOf } from '@domain/job/retailer';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { completedJob } from './job-update-harness';
import { usingPostgres } from './test-database';
import { todayRequestDate } from './test-gateway';
import type { TestGateway } from './test-gateway';
import { startTwoGatewaysWithReceiver } from './two-gateways-with-receiver';
import type { TwoGateways } from './two-gateways-with-receiver';
import type { ReceivedPost, WebhookReceiver } from '@e2e/support/webhook-receiver';

const SECRET = 'whsec-record-two-0123456789abcdef012345';
const READS = 8;

describe.skipIf(!usingPostgres)(
  'two gateways see one record complete (runs only with DATABASE_URL set)',
  () => {
    let two: TwoGateways;
    let receiver: WebhookReceiver;
    let a: TestGateway;
    let b: TestGateway;

    beforeAll(async () => {
      two = await startTwoGatewaysWithReceiver((r) => ({
        retailWebhooks: { [DEFAULT_RETAILER_CODE]: [{ url: r.url, secret: SECRET }] },
        webhookTiming: { pollMs: 100, baseMs: 100, capMs: 200, timeoutMs: 1000, leaseMs: 6000 },
      }));
      ({ receiver, a, b } = two);
    }, 60_000);
    afterAll(() => two.close());

    it('queues one evidence_record.completed webhook and one link', async () => {
      const driver = await a.headersFor(demoDriver);
      const admin = await b.headersFor(demoAdmin);
      const res = await a.request(apiPaths.jobsForDate(todayRequestDate()), { headers: driver });
      const job = ((await res.json()) as JobsResponse).schedule.find(
        (j: Job) =>
          j.job_outcome_status === 3 && j.job_type === 3 && retailerIdOf(j) === DEFAULT_RETAILER_CODE,
      );
      if (!job) throw new Error('no seeded delivery');
      const read = (gw: TestGateway, headers: Record<string, string>) =>
        gw.request(apiPaths.jobEvidence(job.id), { headers }).then((r) => r.status);
      const update = a.request(apiPaths.jobUpdate, {
        method: 'POST',
        headers: { ...driver, 'content-type': 'application/json' },
        body: JSON.stringify(completedJob(job)),
      });
      // Reads on both gateways while the update commits, then a burst of reads side by side once it has.
      const during = Array.from({ length: READS }, (_, n) => read(n % 2 ? a : b, n % 2 ? driver : admin));
      expect((await update).status).toBe(200);
      const after = Array.from({ length: READS }, (_, n) => read(n % 2 ? a : b, n % 2 ? driver : admin));
      for (const status of await Promise.all([...during, ...after])) expect(status).toBe(200);

      const rows = await a.db.query<{ event_id: string }>(
        `SELECT event_id::text AS event_id FROM retail_webhooks
       WHERE job_id = $1 AND event_type = 'evidence_record.completed'`,
        [job.id],
      );
      expect(rows).toHaveLength(1);
      const links = await a.db.query('SELECT token FROM retail_record_links WHERE job_id = $1', [job.id]);
      expect(links).toHaveLength(1);
      const isCompletion = (post: ReceivedPost) => post.eventId === rows[0]?.event_id;
      await receiver.waitFor(1, 5000, isCompletion);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.posts.filter(isCompletion)).toHaveLength(1);
    });
  },
);
