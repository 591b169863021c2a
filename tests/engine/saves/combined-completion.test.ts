/**
 * A combined job (type 4, product rule 4.11 completion flow) completed offline: the
 * collection pass stored on the device only, the delivery pass queueing one
 * update with every photo and both signatures, once the balance owed is
 * answered (collected by card); after a reload the sync on reconnect delivers
 * it once (one update row, each photo stored once, the balance paid).
 */
import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { COLLECTION_PASS_HEADING } from '@domain/completion/pass-photos';
import { signatureValidationMessage } from '@domain/completion/signature-validation';
import { findProduct } from '@domain/job/product-by-id';
import {
  TypedJobPicker,
  addDelivered,
  byPurpose,
  cachedPhotosOf,
  editAll,
  objectsOfJob,
  outboxOf,
  outcome,
  productOfType,
  sent,
  signatureBlob,
  storedJobOf,
} from '../support/completion-support';
import { gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/test-gateway';
import { balanceQuestionMessage } from '@domain/completion/balance';
import { balancePaidJobsKey } from '@worker/jobs/job-list-settings';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

describe('a combined job (type 4) completed offline', () => {
  it('stores the collection pass locally, queues one update, and syncs it once after a reload', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryAndCollection);
    const [bed, mattress] = job.products.filter((p) => p.job_type !== JobType.Collection);
    const oldItem = productOfType(job, JobType.Collection);
    if (!bed || !mattress) throw new Error('combined job with fewer than two delivery items');
    await h.engine.setOnline(false);
    await editAll(h, job.id, [{ kind: 'selectAllCollected' }]);
    await addDelivered(h, job.id);

    const collectionPass = await h.engine.completeSignaturePass({
      jobId: job.id,
      customerName: 'Di Ross',
      signature: signatureBlob(),
    });

    expect(collectionPass).toEqual({ ok: true, next: 'delivery-report', synced: false, message: '' });
    const afterFirst = await storedJobOf(h, job.id);
    expect(afterFirst).toMatchObject({
      collectionProcessed: true,
      job_outcome_status: JobOutcomeStatus.NotStarted,
    });
    expect(afterFirst?.requiresSync).not.toBe(true);
    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(byPurpose(await cachedPhotosOf(h, job.id), 'signature')).toHaveLength(1);

    h.clock.advance(60_000);
    await editAll(h, job.id, [
      { kind: 'chooseProductIssue', productId: bed.id, reason: { id: 1049 } },
      { kind: 'setIssueComment', productId: bed.id, text: 'Small mark on the headboard' },
    ]);
    const deliveryPassRequest = {
      jobId: job.id,
      customerName: 'Di Ross',
      signature: signatureBlob(300, 150),
    };
    // The collection pass's photo does not prove the delivery: that pass needs a photo of its own.
    expect(await h.engine.completeSignaturePass(deliveryPassRequest)).toEqual({
      ok: false,
      message: signatureValidationMessage({ customerName: 'Di Ross', hasPhoto: false }),
    });
    await addDelivered(h, job.id);
    // The pass that completes the job asks about the balance owed; nothing is queued until it is answered.
    expect(await h.engine.completeSignaturePass(deliveryPassRequest)).toEqual({
      ok: false,
      message: balanceQuestionMessage(job),
    });
    expect(await outboxOf(h, job.id)).toEqual([]);
    const deliveryPass = await h.engine.completeSignaturePass({
      ...deliveryPassRequest,
      balance: { collected: true, paymentType: 'card' },
    });

    expect(deliveryPass).toEqual({ ok: true, next: 'done', synced: false, message: messages.offlineSave });
    const [entry, ...more] = await outboxOf(h, job.id);
    expect(more).toEqual([]);
    const photos = await cachedPhotosOf(h, job.id);
    expect(entry?.photos).toEqual(
      photos.map((p, index) => ({
        imageKey: job.id,
        photoId: p.id,
        ...(index === 0 ? { heading: COLLECTION_PASS_HEADING } : {}),
      })),
    );
    expect(photos.map((p) => p.purpose)).toEqual(['delivered', 'signature', 'delivered', 'signature']);
    expect(await storedJobOf(h, job.id)).toMatchObject({
      requiresSync: true,
      job_outcome_status: 1,
      collectionPhaseComplete: true,
      payment_type: 'card',
      delivery_job: { account_balance: 0, balance_paid: true, balance_amount_taken: 45.5 },
    });
    // Listed as balance-paid in the same save, so a refresh before the sync keeps the balance paid.
    const storage = await h.openStorage();
    expect(await storage.get(balancePaidJobsKey)).toEqual([job.id]);
    storage.close();
    expect(await jobUpdateRows(gateway.url, job.id)).toEqual([]);
    await h.engine.close();

    const reloaded = gateway.harness({ factory: h.factory, clock: h.clock });
    await reloaded.start(false);
    expect(reloaded.latest().sync).toMatchObject({ state: 'offline', pendingChanges: 1, pendingPhotos: 4 });
    await reloaded.engine.setOnline(true);
    await reloaded.engine.idle();
    await reloaded.engine.syncNow();

    const rows = await jobUpdateRows(gateway.url, job.id);
    expect(rows).toHaveLength(1);
    const [collected, collectionSignature, delivered, deliverySignature] = await cachedPhotosOf(
      reloaded,
      job.id,
    );
    if (!collected || !collectionSignature || !delivered || !deliverySignature)
      throw new Error('photos missing');
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: 1,
      collectionProcessed: true,
      collectionPhaseComplete: true,
      signed_by: 'Di Ross',
      signature: deliverySignature.location,
      payment_type: 'card',
      delivery_job: {
        is_collected: true,
        account_balance: 0,
        balance_paid: true,
        balance_collected: true,
        balanceCollected: true,
        balance_reason: 0,
        balance_amount_taken: 45.5,
      },
    });
    expect(stored.job_activity_gallery).toEqual([
      sent(collected, COLLECTION_PASS_HEADING),
      sent(collectionSignature),
      sent(delivered),
    ]);
    expect(outcome(findProduct(stored, bed.id))).toEqual([1, 1]);
    expect(findProduct(stored, bed.id)?.delivery_job).toMatchObject({
      damage_reason: 1049,
      new_delivered_quantity: 1,
    });
    expect(outcome(findProduct(stored, mattress.id))).toEqual([1, mattress.delivery_job.planned_quantity]);
    expect(outcome(findProduct(stored, oldItem.id))).toEqual([1, 1]);
    expect(await objectsOfJob(gateway.url, job.id)).toHaveLength(4);
    expect(reloaded.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, pendingPhotos: 0 });
    expect(await storedJobOf(reloaded, job.id)).toMatchObject({ requiresSync: false });
    await reloaded.engine.close();
  });
});
