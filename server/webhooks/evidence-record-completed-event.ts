/**
 * The body of an `evidence_record.completed` retail webhook: which job and order, the record's digest when it
 * completed, and the link the retailer reads the record at (no login; it expires). The record served there
 * carries the same digest, or lists it among its earlier versions when it changed since, so the retailer can
 * check what it keeps against what Doorstep stored (README, "Retail webhooks").
 */
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';

/** The event type of a completed evidence record. */
export const EVIDENCE_RECORD_COMPLETED = 'evidence_record.completed';

/** An evidence_record.completed event as posted (JSON). */
export interface EvidenceRecordCompletedEvent {
  /** The event id: the same on every attempt, so the receiver deduplicates on it. */
  id: string;
  type: typeof EVIDENCE_RECORD_COMPLETED;
  /** When a gateway first saw the record complete (ISO 8601, UTC). */
  created: string;
  data: {
    job: { id: string; job_number: string; order_number: string; retailer_id: string };
    record: {
      /** Lower-case hex SHA-256 of the record's canonical JSON (domain/evidence/evidence-digest.ts). */
      digest: string;
      /** The record as JSON, without a login, until expires_at. */
      url: string;
      expires_at: string;
    };
  };
}

/** What the event says of the record's link. */
export interface CompletedRecordLink {
  digest: string;
  url: string;
  expiresAt: Date;
}

/** The event of the job's record as it completed. */
export function evidenceRecordCompletedEvent(
  eventId: string,
  job: Job,
  retailerId: string,
  link: CompletedRecordLink,
  completed: Date,
): EvidenceRecordCompletedEvent {
  return {
    id: eventId,
    type: EVIDENCE_RECORD_COMPLETED,
    created: completed.toISOString(),
    data: {
      job: {
        id: job.id,
        job_number: jobNumberFromId(job.id),
        order_number: job.delivery_job.order_number,
        retailer_id: retailerId,
      },
      record: { digest: link.digest, url: link.url, expires_at: link.expiresAt.toISOString() },
    },
  };
}
