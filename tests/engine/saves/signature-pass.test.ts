/**
 * The signature pass (product rules 4.11, 5.4 and 5.5: the completion flow, the signature and delivery
 * report): every message they name, then job types 1–4 completed through the engine
 * and read back from the gateway — one update each with the outcome fields,
 * the signature's location, signed_by and every photo; a combined job's two
 * passes offline, a reload, then the sync on reconnect with nothing twice.
 */
import { describe, expect, it } from 'vitest';
import { closedJobMessage } from '@domain/job/closed-job';
import { JobOutcomeStatus, JobType, NoteType, TaskOutcomeStatus } from '@domain/job/enums';
import { NO_FIX_REQUIRED, serviceOutcomeMessages } from '@domain/completion/service-outcome';
import type { SignaturePassRequest } from '@worker/engine-shapes';
import { messages } from '@domain/app/messages';
import { findProduct } from '@domain/job/product-by-id';
import {
  TypedJobPicker,
  addDamage,
  addDelivered,
  byPurpose,
  cachedPhotosOf,
  editAll,
  objectsOfJob,
  ok,
  outboxOf,
  outcome,
  productOfType,
  sent,
  signatureBlob,
  storedJobOf,
} from '../support/completion-support';
import { gatewayJob, jobUpdateRows } from '../support/gateway-inspection';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

describe('signature validation (product rule 5.4)', () => {
  it('names what is missing, checks the delivery report on a delivery pass, and queues nothing', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const [sofa] = job.products;
    if (!sofa) throw new Error('job without items');
    const pass = (customerName: string, signature: Blob | null = null) =>
      h.engine.completeSignaturePass({ jobId: job.id, customerName, signature });
    const refused = (message: string) => ({ ok: false, message });

    expect(await pass('')).toEqual(refused(messages.signatureNameAndPhotoMissing));
    expect(await pass(' A ')).toEqual(refused(messages.signatureNameAndPhotoMissing));
    expect(await pass('Al')).toEqual(refused(messages.signaturePhotoMissing));
    await addDelivered(h, job.id);
    expect(await pass('A')).toEqual(refused(messages.signatureNameMissing));
    expect(await pass('  J  ')).toEqual(refused(messages.signatureNameMissing));

    await editAll(h, job.id, [{ kind: 'chooseProductIssue', productId: sofa.id, reason: { id: 1042 } }]);
    expect(await pass('Ann Lee')).toEqual(refused(messages.selectProductSubReason('Broken')));
    await editAll(h, job.id, [{ kind: 'chooseProductIssue', productId: sofa.id, reason: { id: 1043 } }]);
    expect(await pass('Ann Lee')).toEqual(refused(messages.commentRequired(sofa.description)));
    await editAll(h, job.id, [{ kind: 'setIssueComment', productId: sofa.id, text: 'Leg broken' }]);
    expect(await pass('Ann Lee')).toEqual(refused(messages.damagePhotoRequired(sofa.description)));
    await addDamage(h, job.id, sofa.id);
    await editAll(h, job.id, [{ kind: 'choosePropertyIssue', reason: { id: 1022 } }]);
    expect(await pass('Ann Lee')).toEqual(refused(messages.selectPropertySubReason('Floor')));
    await editAll(h, job.id, [{ kind: 'choosePropertyIssue', reason: { id: 1025 } }]);
    expect(await pass('Ann Lee')).toEqual(refused(messages.propertyDamagePhoto));
    expect(await pass('Ann Lee', new Blob(['not a jpeg'], { type: 'image/jpeg' }))).toEqual(
      refused(messages.propertyDamagePhoto),
    );
    await addDamage(h, job.id, null);
    expect(await pass('Ann Lee', new Blob(['not a jpeg'], { type: 'image/jpeg' }))).toEqual(
      refused(messages.somethingWentWrong),
    );

    expect(await outboxOf(h, job.id)).toEqual([]);
    expect((await storedJobOf(h, job.id))?.job_outcome_status).toBe(JobOutcomeStatus.NotStarted);
    expect(byPurpose(await cachedPhotosOf(h, job.id), 'signature')).toEqual([]);
    await h.engine.close();
  });
});

describe('completing a delivery (job type 3) online', () => {
  it('reaches the gateway once with outcome fields, signed_by, the signature and every photo', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const [sofa, cushions] = job.products;
    if (!sofa || !cushions) throw new Error('job with fewer than two items');
    await addDelivered(h, job.id);
    await editAll(h, job.id, [
      { kind: 'chooseProductIssue', productId: sofa.id, reason: { id: 1043 } },
      { kind: 'setIssueComment', productId: sofa.id, text: 'Leg snapped in transit' },
      { kind: 'choosePropertyIssue', reason: { id: 1025 } },
    ]);
    await addDamage(h, job.id, sofa.id);
    await addDamage(h, job.id, null);

    const request = { jobId: job.id, customerName: ' Ann Lee ', signature: signatureBlob() };
    const [first, second] = await Promise.all([
      h.engine.completeSignaturePass(request),
      h.engine.completeSignaturePass(request),
    ]);

    const done = { ok: true, next: 'done', synced: true, message: messages.retailNotice };
    expect(first).toEqual(done);
    expect(second).toEqual(done);
    // The job is now closed: a third Complete is refused in plain words (domain/job/closed-job.ts).
    const completed = await storedJobOf(h, job.id);
    if (!completed) throw new Error('job not stored');
    expect(await h.engine.completeSignaturePass(request)).toEqual({
      ok: false,
      closed: true,
      message: closedJobMessage(completed),
    });
    const rows = await jobUpdateRows(gateway.url, job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);

    const photos = await cachedPhotosOf(h, job.id);
    expect(photos.map((p) => p.status)).toEqual(['down', 'down', 'down', 'down']);
    const [delivered] = byPurpose(photos, 'delivered');
    const [itemDamage, propertyDamage] = byPurpose(photos, 'damage');
    const [signature] = byPurpose(photos, 'signature');
    if (!delivered || !itemDamage || !propertyDamage || !signature) throw new Error('photos missing');
    expect(signature).toMatchObject({ contentType: 'image/jpeg', width: 355, height: 200 });

    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: JobOutcomeStatus.JobComplete,
      collectionPhaseComplete: true,
      signed_by: 'Ann Lee',
      signature: signature.location,
      delivery_job: { damage_reason: 1025 },
    });
    expect(stored.job_outcome_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(outcome(findProduct(stored, sofa.id))).toEqual([4, 0]);
    expect(findProduct(stored, sofa.id)?.delivery_job).toMatchObject({
      damage_reason: 1043,
      new_delivered_quantity: 0,
    });
    expect(findProduct(stored, sofa.id)?.notes?.at(-1)).toMatchObject({
      note: 'Leg snapped in transit',
      new: false,
    });
    expect(outcome(findProduct(stored, cushions.id))).toEqual([1, cushions.delivery_job.planned_quantity]);
    expect(stored.job_activity_gallery).toEqual([
      sent(delivered),
      sent(itemDamage, `product:${String(sofa.id)}`),
      sent(propertyDamage),
    ]);
    const objects = await objectsOfJob(gateway.url, job.id);
    expect(objects).toHaveLength(4);
    expect(objects.filter((o) => o.contentType === 'image/jpeg')).toHaveLength(1);

    const device = await storedJobOf(h, job.id);
    expect(device).toMatchObject({
      requiresSync: false,
      job_outcome_status: 1,
      signature: signature.location,
    });
    expect(findProduct(device ?? job, sofa.id)?.after_images).toEqual([
      { ...sent(itemDamage), status: 'down' },
    ]);
    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, pendingPhotos: 0 });
    await h.engine.close();
  });
});

describe('completing a collection (type 2) and a service job (type 1)', () => {
  it('a collection: is_collected, the item collected, its damage photo, no drawing', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.Collection);
    const item = productOfType(job, JobType.Collection);
    await h.engine.openJob(job.id);
    await editAll(h, job.id, [
      { kind: 'collectNone' },
      { kind: 'setCollected', productId: item.id, collected: true },
    ]);
    ok(
      await h.engine.addJobPhoto({
        jobId: job.id,
        purpose: 'collection-damage',
        productId: item.id,
        photo: photoFile(),
      }),
    );
    await addDelivered(h, job.id);

    const result = await h.engine.completeSignaturePass({
      jobId: job.id,
      customerName: 'Bo',
      signature: null,
    });

    expect(result).toEqual({ ok: true, next: 'done', synced: true, message: messages.retailNotice });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    const photos = await cachedPhotosOf(h, job.id);
    const [damage] = byPurpose(photos, 'collection-damage');
    const [delivered] = byPurpose(photos, 'delivered');
    if (!damage || !delivered) throw new Error('photos missing');
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: 1,
      collectionPhaseComplete: true,
      signed_by: 'Bo',
      delivery_job: { is_collected: true },
    });
    expect(stored.signature ?? null).toBeNull();
    expect(outcome(findProduct(stored, item.id))).toEqual([1, 1]);
    expect(stored.job_activity_gallery).toEqual([
      sent(damage, `product:${String(item.id)}`),
      sent(delivered),
    ]);
    // Completed: the driver has left, so the job is no longer the active one; the list shows it synced.
    expect(h.latest().activeJob).toBeNull();
    expect(h.latest().jobs.find((j) => j.id === job.id)).toMatchObject({
      job_outcome_status: 1,
      requiresSync: false,
    });
    await h.engine.close();
  });

  it('a service job: Job Complete, its item keeping its delivered quantity', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.ServiceOrDelivery);
    expect(job.job_type_reading).toBe('service');
    await addDelivered(h, job.id);
    const pass = (serviceOutcome: SignaturePassRequest['serviceOutcome']) =>
      h.engine.completeSignaturePass({
        jobId: job.id,
        customerName: 'Cy Doe',
        signature: signatureBlob(),
        serviceOutcome,
      });
    expect(await pass(null)).toEqual({ ok: false, message: serviceOutcomeMessages.chooseOutcome });
    expect(await pass({ choice: TaskOutcomeStatus.PartsRequired, part: ' ' })).toEqual({
      ok: false,
      message: serviceOutcomeMessages.namePart,
    });
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(0);
    const result = await pass({ choice: TaskOutcomeStatus.JobComplete, part: '' });
    expect(result).toEqual({ ok: true, next: 'done', synced: true, message: messages.retailNotice });
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: 1,
      task_outcome_status: TaskOutcomeStatus.JobComplete,
      signed_by: 'Cy Doe',
      collectionPhaseComplete: true,
    });
    expect(stored.products.map(outcome)).toEqual(
      job.products.map((p) => [
        p.delivery_job.delivered_quantity > 0 ? 1 : 4,
        p.delivery_job.delivered_quantity,
      ]),
    );
    expect(await jobUpdateRows(gateway.url, job.id)).toHaveLength(1);
    expect(await objectsOfJob(gateway.url, job.id)).toHaveLength(2);
    await h.engine.close();
  });

  it('a service call with Parts Required: the task outcome and a Part Required Note naming the part', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.ServiceOrDelivery);
    await addDelivered(h, job.id);
    const result = await h.engine.completeSignaturePass({
      jobId: job.id,
      customerName: 'Cy Doe',
      signature: null,
      serviceOutcome: { choice: TaskOutcomeStatus.PartsRequired, part: 'Footrest latch, left side' },
    });
    expect(result).toMatchObject({ ok: true, next: 'done', synced: true });
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: 1,
      task_outcome_status: TaskOutcomeStatus.PartsRequired,
    });
    expect(stored.customer[0]?.notes.at(-1)).toMatchObject({
      type: NoteType.PartRequiredNote,
      note: 'Footrest latch, left side',
      new: false,
    });
    const [row] = await jobUpdateRows(gateway.url, job.id);
    expect(row?.payload).toMatchObject({ task_outcome_status: 2, job_type_reading: 'service' });
    await h.engine.close();
  });

  it('a service call with No fix Required: that job outcome, no task outcome', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.ServiceOrDelivery);
    await addDelivered(h, job.id);
    const result = await h.engine.completeSignaturePass({
      jobId: job.id,
      customerName: 'Cy Doe',
      signature: null,
      serviceOutcome: { choice: NO_FIX_REQUIRED, part: '' },
    });
    expect(result).toMatchObject({ ok: true, next: 'done', synced: true });
    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored).toMatchObject({
      job_outcome_status: JobOutcomeStatus.NoFixRequired,
      task_outcome_status: null,
    });
    await h.engine.close();
  });
});
