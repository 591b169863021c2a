/**
 * The Messages tab's engine call against the real gateway: an admin gets a job's customer messages (the
 * recipient masked); a driver is refused with the tab's message; offline, an answer of the wrong shape and a
 * job of another branch each answer the message the tab shows, never a throw.
 */
import { describe, expect, it } from 'vitest';
import { customerMessageTexts } from '@domain/customer/customer-message-texts';
import { demoAdmin, demoAdmin2, demoDriver } from '@server/seed/demo-accounts';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { todayPlan } from '@server/seed/demo-plan-today';
import { todayIso } from '@domain/time/dates';
import { jsonResponse } from '../support/engine-harness';
import type { Interceptor } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway();
const messagesPath = /\/admin\/delivery\/job\/[^/]+\/messages$/;

/** demo.driver's first job of today (seq 1, branch 1). */
function firstJob() {
  const job = buildDemoDay(todayPlan, todayIso()).jobs[0];
  if (!job) throw new Error('no seeded job');
  return job;
}

async function adminEngine(intercept?: Interceptor) {
  return (await gateway.loggedIn({ account: demoAdmin, ...(intercept ? { intercept } : {}) })).engine;
}

describe('the job messages call', () => {
  it('answers an admin the messages of a job of their branch, the recipient masked', async () => {
    const job = firstJob();
    await gateway.db.query(
      `INSERT INTO customer_messages (event_id, job_id, kind, recipient, body, status, not_before, created_at)
       VALUES (gen_random_uuid(), $1, 'delivered', '07700 900123', 'Oak & Co: delivered.', 'kept', now(), now())`,
      [job.id],
    );
    const result = await (await adminEngine()).jobMessages(job.id);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.jobId).toBe(job.id);
    expect(result.value.messages.find((m) => m.kind === 'delivered')).toMatchObject({
      to: '07••• •••123',
      body: 'Oak & Co: delivered.',
      status: 'kept',
    });
  });

  it('refuses a driver and an admin of another branch with the tab’s messages', async () => {
    const driver = await gateway.loggedIn({ account: demoDriver });
    expect(await driver.engine.jobMessages(firstJob().id)).toEqual({
      ok: false,
      message: customerMessageTexts.refused,
    });
    const admin2 = await gateway.loggedIn({ account: demoAdmin2 });
    expect(await admin2.engine.jobMessages(firstJob().id)).toEqual({
      ok: false,
      message: customerMessageTexts.notFound,
    });
  });

  it('offline, or given an answer of the wrong shape, answers the message the tab shows', async () => {
    const offline = await adminEngine((request) => {
      if (messagesPath.test(request.path)) throw new TypeError('Failed to fetch');
      return undefined;
    });
    expect(await offline.jobMessages(firstJob().id)).toEqual({
      ok: false,
      message: customerMessageTexts.offline,
    });
    for (const body of [null, { jobId: 'x', messages: [{ kind: 'gossip' }] }, { messages: [] }]) {
      const engine = await adminEngine((request) =>
        messagesPath.test(request.path) ? jsonResponse(200, body) : undefined,
      );
      expect(await engine.jobMessages(firstJob().id)).toEqual({
        ok: false,
        message: customerMessageTexts.unreadable,
      });
    }
  });
});
