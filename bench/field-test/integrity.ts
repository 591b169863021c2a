/**
 * The day's integrity check, as the chaos checks read it (chaos-checks.ts): each worked job's outcome
 * applied at the gateway exactly once (its accepted updates that decide an outcome; the arrival the GPS
 * records on the way is one more update that decides none), and each photo and signature in the
 * object store exactly once (the counts the work stores, and no two objects of a job with the same
 * bytes). Problems are collected, not thrown, so the report is written either way.
 */
import type { APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { JobOutcomeStatus } from '@domain/job/enums';
import { PHOTO_KEY_PREFIX } from '@domain/photos/object-store-keys';
import { gatewayJob, gatewayJobUpdates } from '@e2e/support/demo-jobs';
import { jobObjects, storedObjectBytes } from '@e2e/support/object-store-contents';
import { isSignatureKey } from '@e2e/support/stored-photos';
import type { FieldJob } from './field-day-jobs';
import { objectsOfWork, outcomeOfWork } from './field-day-plan';

/** One job's check: what the gateway and the store hold, and what is wrong (empty: exact). */
export interface JobIntegrity {
  jobId: string;
  work: string;
  updates: number;
  outcome: number;
  photos: number;
  signatures: number;
  problems: string[];
}

/** Checks one worked job at the gateway and in its object store. */
export async function checkJobIntegrity(request: APIRequestContext, job: FieldJob): Promise<JobIntegrity> {
  const problems: string[] = [];
  const updates = await gatewayJobUpdates(request, job.id);
  // The arrival at the customer is an update of its own that decides no outcome (Not Started still).
  const driverUpdates = updates.filter(
    (u) => u.kind === 'driver' && u.payload.job_outcome_status !== JobOutcomeStatus.NotStarted,
  );
  if (driverUpdates.length !== 1) problems.push(`${driverUpdates.length} driver outcomes applied, not 1`);
  const stored = await gatewayJob(request, job.id);
  if (stored.job_outcome_status !== outcomeOfWork[job.work]) {
    problems.push(`outcome ${stored.job_outcome_status}, not ${outcomeOfWork[job.work]}`);
  }
  const objects = await jobObjects(request, job.id);
  const photos = objects.filter((o) => o.key.startsWith(`${PHOTO_KEY_PREFIX}/`)).length;
  const signatures = objects.filter((o) => isSignatureKey(o.key)).length;
  const want = objectsOfWork[job.work];
  if (photos !== want.photos) problems.push(`${photos} photos stored, not ${want.photos}`);
  if (signatures !== want.signatures)
    problems.push(`${signatures} signatures stored, not ${want.signatures}`);
  const digests = new Set<string>();
  for (const object of objects) {
    const { bytes } = await storedObjectBytes(request, object.key);
    const digest = createHash('sha256').update(bytes).digest('hex');
    if (digests.has(digest)) problems.push(`the same bytes stored twice (${object.key})`);
    digests.add(digest);
  }
  return {
    jobId: job.id,
    work: job.work,
    updates: driverUpdates.length,
    outcome: stored.job_outcome_status,
    photos,
    signatures,
    problems,
  };
}

/** Checks every worked job, in route order. */
export async function checkDayIntegrity(
  request: APIRequestContext,
  jobs: readonly FieldJob[],
): Promise<JobIntegrity[]> {
  const checked: JobIntegrity[] = [];
  for (const job of jobs) checked.push(await checkJobIntegrity(request, job));
  return checked;
}
