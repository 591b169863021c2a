/**
 * Product rules 4.7 and 4.8: job outcomes saved local-first: fail (with the failed-photo under the
 * job id), suspend, an admin's completion with entered times, and backing out
 * of the failed screen. Each outcome is the job (requiresSync, changed) plus a
 * job update built at save time, in one transaction; admins' updates go to the
 * admin update call.
 */
import { adminCompletionMessage, applyAdminCompletion } from '@domain/outcomes/admin-completion';
import { failValidationMessage } from '@domain/outcomes/fail-rules';
import { isClosedJob } from '@domain/job/closed-job';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { applyFailure, applySuspension, markRequiresSync, resetFailure } from '@domain/outcomes/job-outcome';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { isAdmin } from '@domain/accounts/login-status';
import type { LoginStatus } from '@domain/accounts/login-status';
import { messages } from '@domain/app/messages';
import { reasonPath, reasonTree } from '@domain/reasons/reason-tree';
import { retailerIdOf } from '@domain/job/retailer';
import { canSuspend } from '@domain/outcomes/suspend-rules';
import { withDeparture } from '@domain/job/visit-times';
import type { AdminCompleteInput, FailInput, SaveResult, SuspendInput } from '../engine-shapes';
import { galleryItemOf, withGalleryItem } from '@worker-shared/stored/job-gallery';
import { takePhoto } from '../images/photo-intake';
import type { ProcessPhoto } from '../images/process-photo';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { findStoredJob } from '../jobs/find-stored-job';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { closedJobRefusal } from './closed-job-refusal';
import { jobUpdateOrigin, saveContext } from './save-context';
import type { SaveContext } from './save-context';
import { saveThenSync } from './save-then-sync';
import { applyBalanceAnswer, balanceAnswerMessage, balanceAsked } from '@domain/completion/balance';
import { withBalancePaidJob } from '@domain/job-list/balance-paid-jobs';
import { kvUpdate } from '@worker-shared/db/local-save';
import type { KvUpdate } from '@worker-shared/db/local-save';
import { balancePaidJobsKey } from '../jobs/job-list-settings';
import type { SaveDeps } from './save-then-sync';

/** What the outcome saves need besides a save's deps. */
export interface JobOutcomeSavesDeps extends SaveDeps {
  login(): LoginStatus | null;
  now(): number;
  processPhoto: ProcessPhoto;
  /** Shows a changed job at once. */
  publishJob(job: Job): void;
  /** The outcome is saved: the job is no longer the active one (worker/jobs/active-job.ts). */
  leaveJob?(jobId: string): void;
}

/** A driver's outcome records their departure now; an admin's fail or suspend is not a visit. */
function driverLeaves(context: SaveContext, job: Job): Job {
  return isAdmin(context.login) ? job : withDeparture(job, context.now);
}

/** Fail, suspend, admin completion and cancel-failure. */
export class JobOutcomeSaves {
  constructor(private readonly deps: JobOutcomeSavesDeps) {}

  /** Fails the job with the deepest chosen reason (validated as product rule 5.3 when the codes are stored). */
  async failJob(input: FailInput): Promise<SaveResult> {
    const { deps } = this;
    const context = await saveContext(deps, input.jobId);
    if ('ok' in context) return context;
    const closed = closedJobRefusal(context, deps.log);
    if (closed) return closed;
    const invalid = await this.failMessage(context.stored.job, input);
    if (invalid !== null) return { ok: false, message: invalid };
    const reasonId = input.reasonIds.at(-1) ?? 0;
    let photo: StoredPhoto | null = null;
    if (input.photo) {
      const about = {
        jobId: input.jobId,
        purpose: 'failed',
        owner: context.login.userName,
        now: context.now,
      } as const;
      try {
        photo = await takePhoto(input.photo, about, deps.processPhoto);
      } catch (error) {
        deps.log(`Failed-photo not taken: ${String(error)}`);
        return { ok: false, message: messages.somethingWentWrong };
      }
    }
    const failed = driverLeaves(context, applyFailure(context.stored.job, reasonId, context.now));
    const job = photo ? withGalleryItem(failed, galleryItemOf(photo), null) : failed;
    return this.saveOutcome(context, job, photo);
  }

  /** Suspends the job with its reason and a new job note (both required, product rule 5.2). */
  async suspendJob(input: SuspendInput): Promise<SaveResult> {
    if (!canSuspend(input.reason, input.note)) return { ok: false, message: messages.somethingWentWrong };
    const context = await saveContext(this.deps, input.jobId);
    if ('ok' in context) return context;
    const closed = closedJobRefusal(context, this.deps.log);
    if (closed) return closed;
    const suspended = applySuspension(context.stored.job, input.reason, input.note, context.now);
    return this.saveOutcome(context, driverLeaves(context, suspended), null);
  }

  /** An admin's completion (admins only): Job Complete with the times, through the admin update call. */
  async adminCompleteJob(input: AdminCompleteInput): Promise<SaveResult> {
    const invalid = adminCompletionMessage(input);
    if (invalid !== null) return { ok: false, message: invalid };
    const context = await saveContext(this.deps, input.jobId);
    if ('ok' in context) return context;
    if (!isAdmin(context.login)) {
      this.deps.log(`Admin completion of ${input.jobId} refused: ${context.login.userName} is no admin`);
      return { ok: false, message: messages.somethingWentWrong };
    }
    // A job owing a balance needs the admin's answer too, as the driver's last signature pass does.
    const balance = balanceAnswerMessage(context.stored.job, input.balance);
    if (balance !== null) return { ok: false, message: balance };
    const answered = applyBalanceAnswer(context.stored.job, input.balance);
    const paid = answered.delivery_job.balance_paid === true && balanceAsked(context.stored.job);
    return this.saveOutcome(
      context,
      applyAdminCompletion(answered, input, context.now),
      null,
      paid ? [kvUpdate(balancePaidJobsKey, (ids) => withBalancePaidJob(ids, input.jobId))] : [],
    );
  }

  /**
   * Backing out of the failed screen with no change (product rule 4.7): reason 0 and Not
   * Started, stored on the device only, unless an outcome was already saved for
   * the job or the job is closed (reopening it here would let the next save
   * overwrite the closing outcome at the gateway).
   */
  async cancelFailure(jobId: string): Promise<void> {
    const { deps } = this;
    const stored = await findStoredJob(deps.storage, jobId, deps.now());
    if (!stored || stored.job.changed === true || isClosedJob(stored.job)) return;
    const { job } = stored;
    if (job.job_outcome_status === JobOutcomeStatus.NotStarted && !job.delivery_job.job_failed_reason) return;
    const reset = resetFailure(job);
    await deps.jobWrites.run(async () => {
      await deps.storage.commitSave({ job: { ...stored, job: reset } });
      deps.publishJob(reset);
    });
  }

  private async failMessage(job: Job, input: FailInput): Promise<string | null> {
    if (input.reasonIds.length === 0) return messages.selectReasonToFail;
    const stored = await this.deps.storage.readReasonCodes(retailerIdOf(job));
    if (!stored) return null;
    const path = reasonPath(reasonTree(stored.reasonCodes, 'job_failure_reasons'), input.reasonIds);
    return failValidationMessage({ path, hasPhoto: input.photo !== null });
  }

  private saveOutcome(
    context: SaveContext,
    changed: Job,
    photo: StoredPhoto | null,
    kv: KvUpdate[] = [],
  ): Promise<SaveResult> {
    const { deps } = this;
    const { login, stored, now } = context;
    const job = markRequiresSync({ ...changed, changed: true }, true);
    const outbox = newOutboxEntry(
      {
        ...jobUpdateOrigin(login, stored.job),
        jobId: job.id,
        owner: login.userName,
        payload: buildJobUpdatePayload(job, now),
        photos: photo ? [{ imageKey: job.id, photoId: photo.id }] : [],
      },
      now,
    );
    const photos = photo ? { key: job.id, photos: [photo] } : undefined;
    return saveThenSync(
      deps,
      { job: { ...stored, job }, outbox, ...(photos ? { photos } : {}), ...(kv.length > 0 ? { kv } : {}) },
      () => {
        deps.publishJob(job);
        deps.leaveJob?.(job.id);
      },
    );
  }
}
