/**
 * The body of a `job.updated` retail webhook: what a retailer needs to follow its order (which job, which
 * order, the outcome and its time, the window, the accepted revision), kept small. Never the driver's
 * identity, the customer's details or anything of the job's document the retailer did not send.
 */
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';

/** The event type of an accepted job update. */
export const JOB_UPDATED = 'job.updated';

/** A job.updated event as posted (JSON). */
export interface JobUpdatedEvent {
  /** The event id: the same on every attempt, so the receiver deduplicates on it. */
  id: string;
  type: typeof JOB_UPDATED;
  /** When the update was accepted (ISO 8601, UTC). */
  created: string;
  data: {
    job: {
      id: string;
      job_number: string;
      order_number: string;
      retailer_id: string;
      /** The job's revision after the update: a receiver keeps the highest it has seen. */
      revision: number;
      job_outcome_status: number;
      job_outcome_time: string | null;
      job_failed_reason: number | null;
      start_time: string;
      end_time: string;
      /** The link to the job's completed evidence record (evidence_record.completed), or null before. */
      evidence_record_url: string | null;
    };
  };
}

/** The event of the accepted update that left the job as it now stands. */
export function jobUpdatedEvent(
  eventId: string,
  job: Job,
  retailerId: string,
  accepted: Date,
  recordUrl: string | null,
): JobUpdatedEvent {
  return {
    id: eventId,
    type: JOB_UPDATED,
    created: accepted.toISOString(),
    data: {
      job: {
        id: job.id,
        job_number: jobNumberFromId(job.id),
        order_number: job.delivery_job.order_number,
        retailer_id: retailerId,
        revision: job.revision ?? 0,
        job_outcome_status: job.job_outcome_status,
        job_outcome_time: job.job_outcome_time ?? null,
        job_failed_reason: job.delivery_job.job_failed_reason ?? null,
        start_time: job.start_time,
        end_time: job.end_time,
        evidence_record_url: recordUrl,
      },
    },
  };
}
