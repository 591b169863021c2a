/**
 * The evidence record's engine calls against the real gateway: an admin's record, search and image
 * bytes; a driver of another branch refused with a clear message; and a record answer of the wrong shape, a
 * 404 or no network answered with the message the page shows, never a throw.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import { evidenceDigest } from '@domain/evidence/evidence-digest';
import { demoAdmin, demoDriver2 } from '@server/seed/demo-accounts';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { todayPlan } from '@server/seed/demo-plan-today';
import { todayIso } from '@domain/time/dates';
import { jsonResponse } from '../support/engine-harness';
import type { Interceptor } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway();
const evidencePath = /\/delivery\/job\/[^/]+\/record$/;

/** demo.driver's job of today that the seed has as complete (seq 5, branch 1). */
function completedJob() {
  const index = todayPlan.jobs.findIndex((plan) => plan.seq === 5);
  const job = buildDemoDay(todayPlan, todayIso()).jobs[index];
  if (!job) throw new Error('no seeded job 5');
  return job;
}

async function adminEngine(intercept?: Interceptor) {
  return (await gateway.loggedIn({ account: demoAdmin, ...(intercept ? { intercept } : {}) })).engine;
}

describe('the evidence record calls', () => {
  it('answers an admin the record of a job of their branch, with a digest that is the record’s own', async () => {
    const job = completedJob();
    const result = await (await adminEngine()).jobEvidence(job.id);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.job.id).toBe(job.id);
    expect(result.value.source).toBe('gateway');
    expect(result.value.digest).toBe(await evidenceDigest(result.value));
  });

  it('finds the job by its customer postcode, a page at a time', async () => {
    const job = completedJob();
    const postcode = job.customer[0]?.postcode ?? '';
    const result = await (await adminEngine()).searchJobs(postcode.toLowerCase(), 1);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.page).toBe(1);
    expect(result.value.hits.map((hit) => hit.id)).toContain(job.id);
  });

  it('refuses a driver of another branch with a clear message', async () => {
    const h = await gateway.loggedIn({ account: demoDriver2 });
    expect(await h.engine.jobEvidence(completedJob().id)).toEqual({
      ok: false,
      message: evidenceMessages.notFound,
    });
    expect(await h.engine.evidenceImage(completedJob().id, 'SIGNATURE/x.jpg')).toBeNull();
  });
});

describe('a malformed record answer gives a clear message, never a crash', () => {
  const malformed: unknown[] = [
    null,
    'not a record',
    { job: {}, events: [], source: 'gateway', digest: '' },
    { job: { id: 1 }, events: 'none', source: 'gateway', digest: 'x' },
  ];
  /** What the engine answers when the gateway's record call answers this body. */
  async function evidenceAnsweredWith(body: unknown) {
    const engine = await adminEngine((request) =>
      evidencePath.test(request.path) ? jsonResponse(200, body) : undefined,
    );
    return engine.jobEvidence(completedJob().id);
  }
  const refused = { ok: false, message: evidenceMessages.unreadable };

  it.each(malformed.map((body) => [JSON.stringify(body), body]))('answer %s', async (_name, body) => {
    expect(await evidenceAnsweredWith(body)).toEqual(refused);
  });

  it('an event of an unknown kind or a photo without its integrity is refused as a whole', async () => {
    const real = await (await adminEngine()).jobEvidence(completedJob().id);
    if (!real.ok) throw new Error(real.message);
    const withBadEvent = {
      ...real.value,
      events: [{ kind: 'party', at: '2026-01-01T10:00:00', receivedAt: null }],
    };
    const badPhoto = { ref: 'a', label: 'b', contentType: 'image/png', at: null, receivedAt: null };
    const withBadPhoto = {
      ...real.value,
      events: [{ kind: 'proof', at: 'x', receivedAt: null, signedBy: 'A', signature: badPhoto, photos: [] }],
    };
    for (const body of [withBadEvent, withBadPhoto])
      expect(await evidenceAnsweredWith(body)).toEqual(refused);
  });

  it('a search answer of the wrong shape is refused with its own message', async () => {
    const engine = await adminEngine((request) =>
      request.path.endsWith('/job/search') ? jsonResponse(200, { hits: [{ id: 3 }] }) : undefined,
    );
    expect(await engine.searchJobs('AB1', 1)).toEqual({
      ok: false,
      message: evidenceMessages.searchUnreadable,
    });
  });

  it('no network answers the text of product rule 8.5', async () => {
    const engine = await adminEngine((request) => {
      if (evidencePath.test(request.path)) throw new TypeError('Failed to fetch');
      return undefined;
    });
    expect(await engine.jobEvidence(completedJob().id)).toEqual({
      ok: false,
      message: messages.errorContactingServer,
    });
  });
});
