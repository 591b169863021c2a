/**
 * The office during a chaos run: an admin fixing some of the driver's jobs
 * through the admin update call of the real gateway, as the admin's app would
 * send it (the job read now, the payload built by the app's own rules, the
 * revision it was read at as If-Match). A fix either completes the job with
 * the driver's times or adds a job note and leaves the outcome as it was. On a
 * 409 the admin reads the job again and repeats; on a 401 (the tokens expired)
 * the admin logs in again.
 */
import { randomUUID } from 'node:crypto';
import { demoAdmin } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import { buildJobUpdatePayload } from '@domain/gateway/job-update-payload';
import type { Job } from '@domain/job/job';
import type { JobOutcomeStatus } from '@domain/job/enums';
import { applyAdminCompletion } from '@domain/outcomes/admin-completion';
import { markRequiresSync, newJobNote } from '@domain/outcomes/job-outcome';
import { IF_MATCH_HEADER, revisionTag } from '@domain/sync/sync-window';
import { requestHeaders } from '@worker-shared/api/request-headers';
import { TEST_DEVICE } from '../../support/engine-harness';
import { gatewayJob, passwordToken } from '../../support/gateway-inspection';
import { ChaosFailure } from './run-failure';

/** An admin change the gateway accepted. */
export interface AdminChange {
  jobId: string;
  idempotencyKey: string;
  /** The outcome it set, or null when it left the outcome as it was. */
  outcome: JobOutcomeStatus | null;
}

/** What a fix does to the job. */
export type AdminFix = 'complete' | 'note';

/** The admin of the run's branch. */
export class AdminDesk {
  /** Changes the gateway accepted, in order. */
  readonly changes: AdminChange[] = [];
  private token: string | null = null;

  constructor(private readonly gatewayUrl: string) {}

  /** Fixes the job (reading it again after a conflict); the accepted change is recorded. */
  async fix(jobId: string, fix: AdminFix, now: number): Promise<void> {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const job = await gatewayJob(this.gatewayUrl, jobId);
      const changed = fix === 'complete' ? this.completed(job, now) : this.noted(job, now);
      const idempotencyKey = randomUUID();
      const status = await this.send(
        job,
        buildJobUpdatePayload(markRequiresSync(changed, true), now),
        idempotencyKey,
      );
      if (status === 409) continue;
      if (status !== 200) throw new ChaosFailure(`the admin's ${fix} of ${jobId} was answered ${status}`);
      const outcome =
        changed.job_outcome_status === job.job_outcome_status ? null : changed.job_outcome_status;
      this.changes.push({ jobId, idempotencyKey, outcome });
      return;
    }
    throw new ChaosFailure(`the admin's ${fix} of ${jobId} met a conflict three times`);
  }

  private completed(job: Job, now: number): Job {
    return {
      ...applyAdminCompletion(job, { arrivedTime: '09:10', departureTime: '09:40' }, now),
      changed: true,
    };
  }

  private noted(job: Job, now: number): Job {
    const [customer, ...others] = job.customer;
    if (!customer) return job;
    const note = newJobNote('Office: customer called, please ring before arriving', now);
    return {
      ...job,
      customer: [{ ...customer, notes: [...customer.notes, note] }, ...others],
      changed: true,
    };
  }

  /** Posts the payload; the answer's status (a 401 is met by logging in again once). */
  private async send(job: Job, payload: unknown, idempotencyKey: string): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      this.token ??= await passwordToken(this.gatewayUrl, demoAdmin);
      const extra: Record<string, string> = { 'Idempotency-Key': idempotencyKey };
      if (typeof job.revision === 'number') extra[IF_MATCH_HEADER] = revisionTag(job.revision);
      const headers = requestHeaders({
        device: TEST_DEVICE,
        appVersion: 'admin-chaos',
        bearer: this.token,
        caller: { branch: demoAdmin.branch, driverid: demoAdmin.driverid, admin: true },
        contentType: 'application/json',
        extra,
      });
      const answer = await fetch(`${this.gatewayUrl}${apiPaths.adminJobUpdate}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
      });
      await answer.arrayBuffer();
      if (answer.status !== 401 || attempt > 1) return answer.status;
      this.token = null;
    }
  }
}
