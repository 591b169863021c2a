/**
 * A driver's outcome save (fail, suspend, a signature pass and its edits) on a
 * job the phone stores as closed is refused before anything is written: no
 * job, no outbox entry, no photo. The job may have been closed by an admin the
 * phone has since heard of (a list refresh, or a 409 settled "keep theirs")
 * while the driver's form was open; a save made now would be based on the
 * admin's revision, so the gateway would apply it over the admin's outcome.
 * Admins are not held to it: they fix earlier days' jobs.
 */
import { isAdmin } from '@domain/accounts/login-status';
import { closedJobMessage, isClosedJob } from '@domain/job/closed-job';
import { jobOutcomeLabels } from '@domain/job/enums';
import type { SaveRefusal } from '../engine-shapes';
import type { SaveContext } from './save-context';

/** The refusal when the context is a driver's on a closed job, else null. */
export function closedJobRefusal(context: SaveContext, log: (message: string) => void): SaveRefusal | null {
  const { job } = context.stored;
  if (isAdmin(context.login) || !isClosedJob(job)) return null;
  const outcome = jobOutcomeLabels[job.job_outcome_status];
  log(`Outcome for ${job.id} by ${context.login.userName} refused: the job is already closed (${outcome})`);
  return { ok: false, message: closedJobMessage(job), closed: true };
}
