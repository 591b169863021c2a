/**
 * The signature screen's Complete (product rules 4.11 and 5.4): the
 * pass is validated (name and delivered photo; on a delivery pass the delivery
 * report against the retailer's reason codes too), the drawing is stored as a
 * JPEG signature photo, and applySignaturePass decides the rest:
 *
 *   combined job, collection pending ─▶ collectionProcessed (+ signature), stored
 *                                       locally only ─▶ next 'delivery-report'
 *   any other pass ─▶ finaliseJob (a service call with its outcome), requiresSync, one job update queued with
 *                     every photo of the job (damage, collection-damage,
 *                     delivered, signature) in one strict transaction ─▶ 'done'
 *
 * The sync pass then uploads the photos first and sends the update once.
 * The pass that completes a job owing a balance needs the driver's answer
 * (domain/completion/balance.ts); a collected balance lists the job in
 * balancePaidJobs in the same transaction, so a refresh before the sync keeps it paid.
 */
import { applySignaturePass, signaturePass } from '@domain/completion/completion-flow';
import { deliveryReportMessage } from '@domain/completion/delivery-report-validation';
import type { Job } from '@domain/job/job';
import { markRequiresSync } from '@domain/outcomes/job-outcome';
import { withDeparture } from '@domain/job/visit-times';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { messages } from '@domain/app/messages';
import { reasonTree } from '@domain/reasons/reason-tree';
import { retailerIdOf } from '@domain/job/retailer';
import { signatureValidationMessage } from '@domain/completion/signature-validation';
import { serviceOutcomeMessage } from '@domain/completion/service-outcome';
import { isServiceCall } from '@domain/job/job-type-reading';
import type { SignaturePassOutcome, SignaturePassRequest } from '../engine-shapes';
import { galleryIds } from '@worker-shared/stored/job-gallery';
import { takeSignature } from '../images/signature-photo';
import { passPhotos } from '@domain/completion/pass-photos';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { cachedPhotos, editContext, saveJobEdit } from './job-edit-save';
import type { JobEditDeps } from './job-edit-save';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { PhotoRef } from '@worker-shared/stored/outbox-entry';
import { saveThenSync } from './save-then-sync';
import { balanceAnswerMessage, balanceQuestionNeeded } from '@domain/completion/balance';
import { kvUpdate } from '@worker-shared/db/local-save';
import { balancePaidJobsKey } from '../jobs/job-list-settings';
import { withBalancePaidJob } from '@domain/job-list/balance-paid-jobs';
import { jobUpdateOrigin } from './save-context';

/** The first product rule 5.4 message that stops this pass (a service call's missing outcome first), or null. */
async function passMessage(
  deps: JobEditDeps,
  job: Job,
  request: SignaturePassRequest,
): Promise<string | null> {
  const { customerName } = request;
  const outcome = isServiceCall(job) ? serviceOutcomeMessage(request.serviceOutcome) : null;
  if (outcome !== null) return outcome;
  const signature = signatureValidationMessage({ customerName, hasPhoto: passPhotos(job).length > 0 });
  if (signature !== null) return signature;
  const balance = balanceQuestionNeeded(job) ? balanceAnswerMessage(job, request.balance) : null;
  if (balance !== null || signaturePass(job) !== 'delivery') return balance;
  const codes = await deps.reasonCodes(retailerIdOf(job));
  return deliveryReportMessage({
    job,
    propertyReasons: reasonTree(codes, 'job_damage_reason'),
    productReasons: reasonTree(codes, 'product_delivery_issues'),
  });
}

/**
 * The photos the completed job's update carries: every photo of the job in the
 * image cache that the job still shows, and its signatures.
 */
export function completionPhotoRefs(job: Job, cached: readonly StoredPhoto[]): PhotoRef[] {
  const shown = galleryIds(job);
  const headings = new Map((job.job_activity_gallery ?? []).map((image) => [image.id, image.heading]));
  return cached
    .filter((photo) => photo.purpose === 'signature' || (photo.purpose !== 'failed' && shown.has(photo.id)))
    .map((photo) => {
      const heading = headings.get(photo.id);
      return { imageKey: job.id, photoId: photo.id, ...(heading === undefined ? {} : { heading }) };
    });
}

/** The drawing as a signature photo (none when not drawn), or the message when it is unusable. */
async function signaturePhoto(
  deps: JobEditDeps,
  request: SignaturePassRequest,
  owner: string,
  now: number,
): Promise<StoredPhoto | null | { ok: false; message: string }> {
  if (request.signature === null) return null;
  try {
    return await takeSignature(request.signature, { jobId: request.jobId, owner, now });
  } catch (error) {
    deps.log(`Signature for ${request.jobId} not stored: ${String(error)}`);
    return { ok: false, message: messages.somethingWentWrong };
  }
}

/** Validates and applies one signature pass; the last pass queues the job's one completion update. */
export async function completeSignaturePass(
  deps: JobEditDeps,
  request: SignaturePassRequest,
): Promise<SignaturePassOutcome> {
  // Edits already queued (a last comment, a photo) are stored before the job is read.
  await deps.jobWrites.run(() => Promise.resolve());
  const context = await editContext(deps, request.jobId);
  if ('ok' in context) return context;
  const { login, stored, now } = context;
  const invalid = await passMessage(deps, stored.job, request);
  if (invalid !== null) return { ok: false, message: invalid };
  const signature = await signaturePhoto(deps, request, login.userName, now);
  if (signature !== null && 'ok' in signature) return signature;
  const added = signature ? [signature] : [];
  const balance = balanceQuestionNeeded(stored.job) ? (request.balance ?? null) : null;
  const input = {
    customerName: request.customerName,
    now,
    balance,
    serviceOutcome: request.serviceOutcome ?? null,
  };

  if (applySignaturePass(stored.job, input).next === 'delivery-report') {
    const saved = await saveJobEdit(deps, request.jobId, (current) => {
      const pass = applySignaturePass(current.stored.job, input);
      if (pass.next !== 'delivery-report') return { ok: false, message: messages.somethingWentWrong };
      return { ok: true, job: pass.job, addPhotos: added };
    });
    return saved.ok ? { ok: true, next: 'delivery-report', synced: false, message: '' } : saved;
  }

  const job = markRequiresSync(withDeparture(applySignaturePass(stored.job, input).job, now), true);
  const cached = [...(await cachedPhotos(deps.storage, job.id)), ...added];
  const outbox = newOutboxEntry(
    {
      ...jobUpdateOrigin(login, stored.job),
      jobId: job.id,
      owner: login.userName,
      payload: buildJobUpdatePayload(job, now),
      photos: completionPhotoRefs(job, cached),
    },
    now,
  );
  const photos = added.length > 0 ? { photos: { key: job.id, photos: added } } : {};
  const paid =
    balance?.collected === true
      ? { kv: [kvUpdate(balancePaidJobsKey, (ids) => withBalancePaidJob(ids, job.id))] }
      : {};
  const saved = await saveThenSync(deps, { job: { ...stored, job }, outbox, ...photos, ...paid }, () => {
    deps.publishJob(job);
    deps.leaveJob?.(job.id);
  });
  return saved.ok ? { ok: true, next: 'done', synced: saved.synced, message: saved.message } : saved;
}

/**
 * completeSignaturePass as one engine runs it: a second Complete of a job while its pass still runs joins
 * that pass, so a double tap never queues two updates.
 */
export function joiningSignaturePasses(): (
  deps: JobEditDeps,
  request: SignaturePassRequest,
) => Promise<SignaturePassOutcome> {
  const running = new Map<string, Promise<SignaturePassOutcome>>();
  return (deps, request) => {
    const joined = running.get(request.jobId);
    if (joined) return joined;
    const pass = completeSignaturePass(deps, request).finally(() => running.delete(request.jobId));
    running.set(request.jobId, pass);
    return pass;
  };
}
