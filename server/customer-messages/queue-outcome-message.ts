/**
 * The customer message of an accepted update that closes the job, written in the update's transaction
 * (product rule 4.15): complete (or no fix required) tells the customer it was delivered, with the time and
 * who signed; failed, that it was not, with the reason's words and whom to contact. A suspended job tells
 * nothing: the driver takes it up again, and its later outcome is what is told.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { deliveredBody, messageSender, notDeliveredBody } from '@domain/customer/message-bodies';
import { formatTimestamp } from '@domain/time/dates';
import type { Database } from '../db/database';
import type { CustomerMessageSettings } from './customer-message-settings';
import { failedReasonOf } from '../tracking/job-stage';
import { findTrackedJobById } from '../tracking/tracked-job';
import { writeJobMessage } from './write-job-message';

/** Writes the message of the job's new outcome, when the update changed it to one worth telling. */
export async function queueOutcomeMessage(
  tx: Database,
  settings: CustomerMessageSettings,
  before: Job,
  job: Job,
  now: Date,
): Promise<void> {
  if (job.job_outcome_status === before.job_outcome_status) return;
  const sender = messageSender(job, settings.retailerNames);
  const quiet = settings.quietHours;
  switch (job.job_outcome_status) {
    case JobOutcomeStatus.JobComplete:
    case JobOutcomeStatus.NoFixRequired: {
      const at = job.job_outcome_time ?? formatTimestamp(now);
      const body = deliveredBody(sender, at, job.signed_by ?? null);
      return writeJobMessage(tx, quiet, job, 'delivered', body, now);
    }
    case JobOutcomeStatus.Failed: {
      // The reason in the words the tracking page uses (its reason codes' path), read as the update left it.
      const tracked = await findTrackedJobById(tx, job.id);
      const reason = tracked === null ? null : await failedReasonOf(tx, tracked);
      return writeJobMessage(tx, quiet, job, 'not-delivered', notDeliveredBody(sender, reason), now);
    }
    default:
      return;
  }
}
