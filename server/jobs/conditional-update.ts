/**
 * Conditional job updates (docs/architecture.md "When two people change one
 * job"): an update may name the job revision it was based on (If-Match: "rN").
 * When an accepted update of someone else made the job newer than N, it is
 * refused with 409 JOB_CHANGED and kept in job_conflicts (the answer is kept
 * for its Idempotency-Key too), never applied. The caller's own later updates
 * never count: an offline chain of changes to one job all name the revision
 * the first was based on. No If-Match, or "*": applied unconditionally.
 */
import type { Job } from '@domain/job/job';
import type { OtherChange } from '@domain/sync/conflict-policy';
import { refusalCodes, revisionOfTag } from '@domain/sync/sync-window';
import type { Database } from '../db/database';
import { badRequest } from '../http/api-error';
import type { Answer } from '../http/idempotency-store';
import { insertJobConflict } from '../store/job-conflicts';
import { otherChangesSince } from '../store/job-updates';
import type { ReceivedChange } from '../store/job-updates';
import { revisionOf } from '../store/jobs';

/** The message of a 409 JOB_CHANGED. */
export const JOB_CHANGED_MESSAGE =
  'Someone else changed this job since this change was made; it was kept as a record and not applied.';

/** The message of a malformed If-Match. */
export const MALFORMED_IF_MATCH =
  'If-Match must be "*" or the job revision the change was based on, written like "r3" (with the quotes)';

/** The body of a 409 JOB_CHANGED: the job as stored now and the other people's updates since the base. */
export interface JobChangedAnswer {
  message: string;
  code: typeof refusalCodes.jobChanged;
  job: Job;
  /** Oldest first. */
  changes: OtherChange[];
}

/** The revision an If-Match names; null when absent or "*" (unconditional); anything else is a 400. */
export function baseRevisionOf(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '*') return null;
  const revision = revisionOfTag(header);
  if (revision === null) throw badRequest(MALFORMED_IF_MATCH);
  return revision;
}

/**
 * The kept 409 when someone else changed the job since the base revision
 * (after storing the change in job_conflicts); null when the change may apply.
 */
export async function refuseIfChangedSince(
  tx: Database,
  change: ReceivedChange,
  stored: Job,
  base: number | null,
  now: Date,
): Promise<Answer | null> {
  if (base === null) return null;
  // Each accepted update raised the job's revision in the statement that logged it, and the job is locked
  // (findJobForUpdate): while the stored revision is not past the base, no update is, and nothing need be read.
  if (revisionOf(stored) <= base) return null;
  const changes = await otherChangesSince(tx, stored.id, base, change.username);
  if (changes.length === 0) return null;
  await insertJobConflict(tx, { ...change, baseRevision: base, revision: revisionOf(stored) }, now);
  const body: JobChangedAnswer = {
    message: JOB_CHANGED_MESSAGE,
    code: refusalCodes.jobChanged,
    job: stored,
    changes,
  };
  return { status: 409, body, keep: true };
}
