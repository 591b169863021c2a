/**
 * Who reaches a job's evidence record (/job/{id}/record) from the
 * job screen. Admins: every job, whatever its status: they read the gateway's
 * record, which shows the job, its risk assessment, arrival and conflicts even
 * before an outcome. Drivers read the record their phone assembles
 * (worker/evidence/local-evidence.ts), which has an outcome to show once the job
 * is closed (complete, no fix required, failed) or suspended (the reason and
 * the note); a job not started has nothing of the driver's yet.
 */
import { isClosedJob } from '@domain/job/closed-job';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';

/** Whether the job screen offers the Evidence button to this viewer. */
export function showsEvidence(job: Job, admin: boolean): boolean {
  return admin || isClosedJob(job) || job.job_outcome_status === JobOutcomeStatus.Suspended;
}
