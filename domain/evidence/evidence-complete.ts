/**
 * When a job's evidence record is complete, so the retailer can be told it is final: the job is closed (its
 * outcome is final: closed-job.ts) and every photo and signature the record shows has reached the store (none
 * is `missing`). A record that is complete may still change later (an admin's correction); the gateway keeps
 * each version's digest, so the digest a retailer was sent keeps verifying.
 */
import { isClosedJob } from '../job/closed-job';
import type { Job } from '../job/job';
import type { EvidenceEvent, EvidenceImage, EvidenceRecord } from './evidence-record';

/** Every photo and signature an event shows. */
function imagesOf(event: EvidenceEvent): EvidenceImage[] {
  switch (event.kind) {
    case 'riskAssessment':
      return event.answers.flatMap((answer) => answer.photos);
    case 'outcome':
      return event.photos;
    case 'report':
      return event.issues.flatMap((issue) => issue.photos);
    case 'proof':
      return [...(event.signature ? [event.signature] : []), ...event.photos];
    default:
      return [];
  }
}

/** Every photo and signature of the record. */
export function evidenceImagesOf(record: EvidenceRecord): EvidenceImage[] {
  return record.events.flatMap(imagesOf);
}

/** True when the job is closed and every image of its record is stored. */
export function isEvidenceRecordComplete(
  job: Pick<Job, 'job_outcome_status'>,
  record: EvidenceRecord,
): boolean {
  return isClosedJob(job) && evidenceImagesOf(record).every((image) => image.integrity !== 'missing');
}
