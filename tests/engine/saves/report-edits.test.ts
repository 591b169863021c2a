/**
 * Report edits (product rules 2.11, 2.12 and 4.12: the collection and delivery reports): each kind applied
 * with its domain rule, stored at once (device and snapshot agree), no outbox
 * entry and no call to the gateway, kept through a reload; only the driver's
 * own job on its own day.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { TEXT_MAX_CHARS } from '@domain/app/constants';
import { JobType } from '@domain/job/enums';
import { issueComment } from '@domain/completion/issue-comment';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { OTHER_DAY_MESSAGE } from '@domain/job/job-day';
import { findProduct } from '@domain/job/product-by-id';
import type { JobEditResult, ReportEdit } from '@worker/engine-shapes';
import { TypedJobPicker, outboxOf, productOfType, storedJobOf } from '../support/completion-support';
import type { EngineHarness } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

/** Applies an edit that must succeed and checks device, snapshot and answer agree. */
async function edit(h: EngineHarness, jobId: string, change: ReportEdit): Promise<Job> {
  const result: JobEditResult = await h.engine.editReport(jobId, change);
  if (!result.ok) throw new Error(`edit refused: ${result.message}`);
  expect(await storedJobOf(h, jobId)).toEqual(result.job);
  expect(h.latest().jobs.find((j) => j.id === jobId)).toEqual(result.job);
  return result.job;
}

const quantities = (job: Job) => job.products.map((p) => [p.job_type, p.delivery_job.delivered_quantity]);

describe('the collection report', () => {
  it('ticks, selects all and collects none, stored at once with no outbox entry, kept through a reload', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryAndCollection);
    const item = productOfType(job, JobType.Collection);
    const updatesBefore = h.requestsTo(apiPaths.jobUpdate).length;

    const none = await edit(h, job.id, { kind: 'collectNone' });
    expect(findProduct(none, item.id)?.delivery_job.delivered_quantity).toBe(0);
    const ticked = await edit(h, job.id, { kind: 'setCollected', productId: item.id, collected: true });
    expect(findProduct(ticked, item.id)?.delivery_job.delivered_quantity).toBe(1);
    const unticked = await edit(h, job.id, { kind: 'setCollected', productId: item.id, collected: false });
    expect(findProduct(unticked, item.id)?.delivery_job.delivered_quantity).toBe(0);
    const all = await edit(h, job.id, { kind: 'selectAllCollected' });
    expect(quantities(all)).toEqual(
      job.products.map((p) => [
        p.job_type,
        p.job_type === JobType.Collection ? 1 : p.delivery_job.delivered_quantity,
      ]),
    );
    expect(all.changed).toBe(true);
    expect(all.requiresSync).not.toBe(true);

    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(updatesBefore);
    await h.engine.close();

    const reloaded = gateway.harness({ factory: h.factory, clock: h.clock });
    await reloaded.start();
    expect(await reloaded.engine.findJob(job.id)).toEqual(all);
    expect(reloaded.latest().jobs.find((j) => j.id === job.id)).toEqual(all);
    await reloaded.engine.close();
  });
});

describe('the signature screen’s name draft', () => {
  it('is stored on the phone at once with no outbox entry, and kept through a reload', async () => {
    const h = await gateway.loggedIn();
    // A service call: the delivery report below needs the day's first delivery (its pair of cushions).
    const job = picker.next(h, JobType.ServiceOrDelivery);
    const updatesBefore = h.requestsTo(apiPaths.jobUpdate).length;

    const drafted = await edit(h, job.id, { kind: 'setCustomerNameDraft', text: 'Eleanor Hug' });
    expect(drafted.customerNameDraft).toBe('Eleanor Hug');
    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(updatesBefore);
    await h.engine.close();

    const reloaded = gateway.harness({ factory: h.factory, clock: h.clock });
    await reloaded.start();
    expect((await reloaded.engine.findJob(job.id))?.customerNameDraft).toBe('Eleanor Hug');
    await reloaded.engine.close();
  });
});

describe('the delivery report', () => {
  it('chooses, copies and clears item issues, comments (≤ 150) and the property issue', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const [sofa, cushions] = job.products;
    if (!sofa || !cushions) throw new Error('job with fewer than two items');

    // 1041 "Scratched" maps to delivered in the retailer's tree, and is Damaged there, whatever the screen says.
    const chosen = await edit(h, job.id, {
      kind: 'chooseProductIssue',
      productId: sofa.id,
      reason: { id: 1041, mapsToDelivered: false, deliveryIssue: 3 },
    });
    expect(findProduct(chosen, sofa.id)?.delivery_job).toMatchObject({
      damage_reason: 1041,
      delivery_issue: 1,
      new_delivered_quantity: 1,
    });
    const broken = await edit(h, job.id, {
      kind: 'chooseProductIssue',
      productId: sofa.id,
      reason: { id: 1043 },
    });
    expect(findProduct(broken, sofa.id)?.delivery_job).toMatchObject({
      damage_reason: 1043,
      new_delivered_quantity: 0,
    });

    const long = 'Leg snapped off in the van. '.repeat(10);
    const commented = await edit(h, job.id, { kind: 'setIssueComment', productId: sofa.id, text: long });
    const comment = issueComment(findProduct(commented, sofa.id) ?? sofa);
    expect(comment).toBe(long.slice(0, TEXT_MAX_CHARS));
    expect(comment).toHaveLength(150);

    const copied = await edit(h, job.id, {
      kind: 'applySameIssueTo',
      sourceId: sofa.id,
      targetIds: [cushions.id],
    });
    expect(findProduct(copied, cushions.id)?.delivery_job).toMatchObject({
      damage_reason: 1043,
      new_delivered_quantity: 0,
    });
    expect(issueComment(findProduct(copied, cushions.id) ?? cushions)).toBe('');

    // The driver's own count: within 0 … planned (the cushions come as a pair).
    const counted = await edit(h, job.id, { kind: 'setIssueQuantity', productId: cushions.id, quantity: 1 });
    expect(findProduct(counted, cushions.id)?.delivery_job).toMatchObject({
      planned_quantity: 2,
      delivery_issue: 1,
      new_delivered_quantity: 1,
    });
    const capped = await edit(h, job.id, { kind: 'setIssueQuantity', productId: cushions.id, quantity: 7 });
    expect(findProduct(capped, cushions.id)?.delivery_job.new_delivered_quantity).toBe(2);

    const cleared = await edit(h, job.id, { kind: 'clearProductIssue', productId: cushions.id });
    expect(findProduct(cleared, cushions.id)?.delivery_job).toMatchObject({
      damage_reason: 0,
      delivery_issue: null,
      new_delivered_quantity: 0,
    });
    expect(findProduct(cleared, sofa.id)?.delivery_job.damage_reason).toBe(1043);

    const property = await edit(h, job.id, { kind: 'choosePropertyIssue', reason: { id: 1025 } });
    expect(property.delivery_job.damage_reason).toBe(1025);
    const noProperty = await edit(h, job.id, { kind: 'clearPropertyIssue' });
    expect(noProperty.delivery_job.damage_reason).toBe(0);

    const cancelled = await edit(h, job.id, { kind: 'cancelReport' });
    expect(cancelled.products.map((p) => p.delivery_job.damage_reason)).toEqual([0, 0]);
    expect(issueComment(findProduct(cancelled, sofa.id) ?? sofa)).toBe('');
    expect(await outboxOf(h, job.id)).toEqual([]);
    await h.engine.close();
  });

  it('refuses an unknown job or item, yesterday’s job with the reason, and a logged-out engine', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const wrong = { ok: false, message: messages.somethingWentWrong };
    expect(await h.engine.editReport('DS-NO-SUCH-JOB', { kind: 'clearPropertyIssue' })).toEqual(wrong);
    expect(
      await h.engine.editReport(job.id, { kind: 'clearProductIssue', productId: 'NO-SUCH-ITEM' }),
    ).toEqual(wrong);

    // After midnight the job is yesterday's: the driver is told why, and nothing changes.
    h.clock.advance(24 * 60 * 60 * 1000);
    expect(await h.engine.editReport(job.id, { kind: 'clearPropertyIssue' })).toEqual({
      ok: false,
      message: OTHER_DAY_MESSAGE,
    });
    expect(await storedJobOf(h, job.id)).toEqual(job);

    await h.engine.logout();
    expect(await h.engine.editReport(job.id, { kind: 'clearPropertyIssue' })).toEqual({
      ok: false,
      message: messages.loginExpired,
    });
    await h.engine.close();
  });
});
