/**
 * The driver's arrival at the customer (product rules 3.1 and 5.11), saved local-first like
 * every other change (architecture rule 3): the job with arrived_at_drop and
 * arrived_time, and its job update in the outbox, in one strict transaction;
 * then a sync pass is started without waiting for it (offline, the outbox
 * keeps it for the next pass). Read and written inside the job-write queue, so
 * the first arrival wins and a later one never moves it. Only the driver's own
 * job of today that is not closed; an admin's arrival is the admin form's.
 *
 * A phone with no position at all (location refused or never fixed) cannot
 * tell the 100 m rule; its arrival is taken when the driver submits the risk
 * assessment at the door, and rides on the job's next update (the outcome)
 * instead of an update of its own: 'withNextUpdate' stores it on the job only.
 */
import { isAdmin } from '@domain/accounts/login-status';
import type { LoginStatus } from '@domain/accounts/login-status';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import { isClosedJob } from '@domain/job/closed-job';
import type { Job } from '@domain/job/job';
import { isJobToday } from '@domain/job/job-day';
import { withArrival } from '@domain/job/visit-times';
import { markRequiresSync } from '@domain/outcomes/job-outcome';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import { tryCommitSave } from './save-then-sync';
import type { SaveDeps } from './save-then-sync';
import { jobUpdateOrigin, saveContext } from './save-context';

/** What the arrival save needs besides a save's deps. */
export interface ArrivalSaveDeps extends SaveDeps {
  login(): LoginStatus | null;
  now(): number;
  /** Shows the changed job at once. */
  publishJob(job: Job): void;
  /** Runs the sync pass in the background. */
  background(task: Promise<void>): void;
}

/** How an arrival reaches the gateway: an update of its own now, or with the job's next update. */
export type ArrivalSending = 'now' | 'withNextUpdate';

/** Records the arrival on the job; true when this call recorded it (false: already arrived, or not the driver's to record). */
export async function saveArrival(
  deps: ArrivalSaveDeps,
  jobId: string,
  sending: ArrivalSending = 'now',
): Promise<boolean> {
  const saved = await deps.jobWrites.run(async (): Promise<boolean> => {
    const context = await saveContext(deps, jobId);
    if ('ok' in context) return false;
    const { login, stored, now } = context;
    if (isAdmin(login) || !isJobToday(stored.job, now) || isClosedJob(stored.job)) return false;
    const arrived = withArrival(stored.job, now);
    if (arrived === null) return false;
    if (sending === 'withNextUpdate') {
      const committed = await tryCommitSave(deps, { job: { ...stored, job: arrived } });
      if (committed.ok) deps.publishJob(arrived);
      return false;
    }
    const job = markRequiresSync({ ...arrived, changed: true }, true);
    const outbox = newOutboxEntry(
      {
        ...jobUpdateOrigin(login, stored.job),
        jobId,
        owner: login.userName,
        payload: buildJobUpdatePayload(job, now),
        photos: [],
      },
      now,
    );
    const committed = await tryCommitSave(deps, { job: { ...stored, job }, outbox });
    if (!committed.ok) return false;
    deps.publishJob(job);
    return true;
  });
  if (!saved) return false;
  await deps.sync.publishStatus();
  if (deps.online()) deps.background(deps.sync.trigger());
  return true;
}
