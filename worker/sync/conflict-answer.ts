/**
 * Reads a 409 JOB_CHANGED answer defensively: the job as the gateway stores it
 * now (read whole like a jobs answer's, with its revision) and the other
 * people's changes since the refused change's base, every one readable.
 * Anything that does not read as that is a plain refusal.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import type { OtherChange } from '@domain/sync/conflict-policy';
import { refusalCodes } from '@domain/sync/sync-window';
import * as read from '../jobs/answer-fields';
import { readJob } from '../jobs/job-reader';

/** The readable part of a JOB_CHANGED answer. */
export interface ConflictAnswer {
  job: Job & { revision: number };
  changes: OtherChange[];
}

/** A positive whole revision, else null. */
export function revisionOf(value: unknown): number | null {
  const revision = read.whole(value);
  return revision !== undefined && revision > 0 ? revision : null;
}

const readRevision: read.Reader<number> = (value) => revisionOf(value) ?? undefined;

const readOtherChange = read.record<OtherChange>({
  required: {
    by: read.oneOf(['driver', 'admin'] as const),
    username: read.text,
    at: read.text,
    revision: readRevision,
    outcome: read.nullable(read.oneOf(Object.values(JobOutcomeStatus))),
  },
  optional: {},
});

const readConflict = read.record<ConflictAnswer>({
  required: {
    job: (value) => {
      const job = readJob(value);
      const revision = readRevision(job?.revision);
      return job && revision !== undefined ? { ...job, revision } : undefined;
    },
    changes: read.allOf(readOtherChange),
  },
  optional: {},
});

/** The conflict in a refusal's body, or null when it is not a readable JOB_CHANGED about this job. */
export function conflictAnswerOf(code: string | null, json: unknown, jobId: string): ConflictAnswer | null {
  if (code !== refusalCodes.jobChanged) return null;
  const conflict = readConflict(json);
  return conflict?.job.id === jobId ? { job: conflict.job, changes: conflict.changes } : null;
}
