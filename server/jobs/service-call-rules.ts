/**
 * What a job update may say about a service call (job type 1 under the Service
 * reading the job was planned with): the reading it was made under must be the
 * job's own; a new task outcome, and No fix Required, end service calls only;
 * Parts Required comes with the part, a new Part Required Note (type 3). A task
 * outcome or reading the job already has is never refused, so a later change
 * of the same job (a resend, an admin's fix) carries them as they are.
 * Each refusal is a 400 naming the field.
 */
import { JobOutcomeStatus, NoteType, TaskOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { isServiceCall, readingOf } from '@domain/job/job-type-reading';
import { badRequest } from '../http/api-error';
import type { JobUpdatePayload } from './job-update-payload';

/** Throws a 400 when the update breaks a service call rule for the stored job. */
export function checkServiceCallRules(stored: Job, update: JobUpdatePayload): void {
  const reading = readingOf(stored);
  if (update.jobTypeReading !== undefined && update.jobTypeReading !== reading) {
    throw badRequest(`job_type_reading must be "${reading}", the reading job ${stored.id} was planned under`);
  }
  const service = isServiceCall(stored);
  const task = update.fields.task_outcome_status;
  const newTask = task !== undefined && task !== null && task !== stored.task_outcome_status;
  if (newTask && !service) {
    throw badRequest('task_outcome_status is for service calls only (job type 1 read as Service)');
  }
  const noFix = update.fields.job_outcome_status === JobOutcomeStatus.NoFixRequired;
  if (noFix && stored.job_outcome_status !== JobOutcomeStatus.NoFixRequired && !service) {
    throw badRequest(
      'job_outcome_status 2 (No fix Required) is for service calls only (job type 1 read as Service)',
    );
  }
  const partNote = update.newCustomerNotes.some((note) => note.type === NoteType.PartRequiredNote);
  if (newTask && task === TaskOutcomeStatus.PartsRequired && !partNote) {
    throw badRequest(
      'customer[0].notes must hold a new Part Required Note (type 3) naming the part when task_outcome_status is 2 (Parts Required)',
    );
  }
}
