/**
 * A completion edit saved local-first (architecture rule 3) without an outbox entry:
 * the job (marked changed, so a refresh keeps it) and its image-cache changes
 * in one strict transaction, read, changed and written inside the job-write
 * queue so quick edits never overwrite each other, then shown at once.
 * Only the logged-in driver's own job (findJobFor), and only on the job's own
 * day unless an admin (product rules 4.10 and 6.1); a completed job takes no more edits.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { canActOnJob, OTHER_DAY_MESSAGE } from '@domain/job/job-day';
import type { LoginStatus } from '@domain/accounts/login-status';
import { isAdmin } from '@domain/accounts/login-status';
import { messages } from '@domain/app/messages';
import type { ReasonCode } from '@domain/reasons/reason-code';
import type { StorageUsage } from '@domain/photos/storage-budget';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { JobEditResult, SaveRefusal } from '../engine-shapes';
import type { ProcessPhoto } from '../images/process-photo';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { tryCommitSave } from './save-then-sync';
import type { SaveDeps } from './save-then-sync';
import { closedJobRefusal } from './closed-job-refusal';
import { saveContext } from './save-context';
import type { SaveContext } from './save-context';

/** What completion edits need besides a save's deps. */
export interface JobEditDeps extends SaveDeps {
  login(): LoginStatus | null;
  now(): number;
  processPhoto: ProcessPhoto;
  /** Shows a changed job at once (snapshot and other tabs). */
  publishJob(job: Job): void;
  /** The job's outcome is saved: it is no longer the active job (worker/jobs/active-job.ts). */
  leaveJob?(jobId: string): void;
  /** The retailer's reason codes (stored, fetched when missing, [] when they cannot be had). */
  reasonCodes(retailerId: string): Promise<ReasonCode[]>;
  /** The device store's usage and quota, for the 80% photo refusal. */
  storageUsage(): Promise<StorageUsage>;
}

/** An edit's outcome: the changed job and its image-cache changes, or why it is refused. */
export type JobChange =
  { ok: true; job: Job; addPhotos?: StoredPhoto[]; dropPhotoIds?: string[] } | { ok: false; message: string };

/**
 * The save context of a job the user may still change: logged in, the job
 * known to them, today's (or an admin), not yet Job Complete, and for a driver
 * not closed at all (closed-job-refusal.ts).
 */
export async function editContext(deps: JobEditDeps, jobId: string): Promise<SaveContext | SaveRefusal> {
  const context = await saveContext(deps, jobId);
  if ('ok' in context) return context;
  const { job } = context.stored;
  const admin = isAdmin(context.login);
  if (!canActOnJob({ job, admin, now: context.now })) {
    deps.log(`Change to ${jobId} refused: not the job's day`);
    return { ok: false, message: OTHER_DAY_MESSAGE };
  }
  const closed = closedJobRefusal(context, deps.log);
  if (closed) return closed;
  if (job.job_outcome_status === JobOutcomeStatus.JobComplete) {
    deps.log(`Change to ${jobId} refused: the job is already complete`);
    return { ok: false, message: messages.somethingWentWrong };
  }
  return context;
}

/** The photos in the image cache under the job id. */
export async function cachedPhotos(storage: EngineStorage, jobId: string): Promise<StoredPhoto[]> {
  return (await storage.photoSetsOf([jobId]))[0]?.photos ?? [];
}

/**
 * The ids to take out of the image cache when these items leave the job: those
 * still waiting to upload (an uploaded photo is only taken off the job).
 */
export function waitingIds(cached: readonly StoredPhoto[], removedIds: Iterable<string>): string[] {
  const removed = new Set(removedIds);
  return cached.filter((photo) => removed.has(photo.id) && photo.status === 'up').map((photo) => photo.id);
}

/** Reads the job, applies the change and commits it with its photos, all inside the job-write queue. */
export async function saveJobEdit(
  deps: JobEditDeps,
  jobId: string,
  change: (context: SaveContext, cached: StoredPhoto[]) => JobChange,
): Promise<JobEditResult> {
  const result = await deps.jobWrites.run(async (): Promise<JobEditResult> => {
    const context = await editContext(deps, jobId);
    if ('ok' in context) return context;
    const changed = change(context, await cachedPhotos(deps.storage, jobId));
    if (!changed.ok) return changed;
    const job: Job = { ...changed.job, changed: true };
    const drop = changed.dropPhotoIds ?? [];
    const add = changed.addPhotos ?? [];
    const committed = await tryCommitSave(deps, {
      job: { ...context.stored, job },
      ...(drop.length > 0 ? { dropPhotos: { key: jobId, photoIds: drop } } : {}),
      ...(add.length > 0 ? { photos: { key: jobId, photos: add } } : {}),
    });
    if (!committed.ok) return committed;
    deps.publishJob(job);
    return { ok: true, job };
  });
  if (result.ok) await deps.sync.publishStatus();
  return result;
}
