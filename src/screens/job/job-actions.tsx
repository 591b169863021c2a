/**
 * The job screen's bottom buttons (product rule 4.10): a driver sees "Dynamic Risk
 * Assessment" until the job is assessed; then (and always for admins) Complete,
 * Failed and Suspend, enabled only on the job's own day for drivers. A job that
 * is complete or failed shows its outcome instead. Evidence opens the job's
 * evidence record (/job/{id}/record): for admins on every job, whatever its
 * status (so every job of /incomplete reaches it); for drivers on closed and
 * suspended jobs (evidence-access.ts). An admin's Complete opens the admin
 * completion form (the signature view) with no collection report.
 */
import { useId } from 'react';
import { useLocation } from 'wouter';
import { jobOutcomeLabels } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { isClosedJob } from '@domain/job/closed-job';
import { canActOnJob } from '@domain/job/job-day';
import { jobPath, type JobView } from '@domain/accounts/routes';
import { BottomButtons } from '../../components/bottom-buttons';
import { useSession } from '../../state/snapshot-atom';
import { useSnapshotField } from '../../state/snapshot-slices';
import { completeDestination } from './complete-destination';
import { showsEvidence } from './evidence-access';

/** The way to the job's evidence record. */
function EvidenceButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="button button--block" onClick={onOpen}>
      Evidence
    </button>
  );
}

/** The buttons under a job's tabs. */
export function JobActions({ job }: { job: Job }) {
  const admin = useSession() === 'admin';
  const assessedJobIds = useSnapshotField('assessedJobIds');
  const [, navigate] = useLocation();
  const hintId = useId();
  const go = (view: JobView) => navigate(jobPath(job.id, view), { state: job, transition: true });
  const evidence = showsEvidence(job, admin) && <EvidenceButton onOpen={() => go('record')} />;

  if (isClosedJob(job)) {
    return (
      <BottomButtons className="job-actions">
        <p className="job-actions__outcome">{jobOutcomeLabels[job.job_outcome_status]}</p>
        {evidence}
      </BottomButtons>
    );
  }
  if (!admin && !assessedJobIds.includes(job.id)) {
    return (
      <BottomButtons className="job-actions">
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => go('risk-assessment')}
        >
          Dynamic Risk Assessment
        </button>
        {evidence}
      </BottomButtons>
    );
  }
  const enabled = canActOnJob({ job, admin, now: Date.now() });
  const describedBy = enabled ? undefined : hintId;
  return (
    <BottomButtons className="job-actions">
      {!enabled && (
        <p id={hintId} className="job-actions__hint">
          A job can be completed or failed only on its own day.
        </p>
      )}
      <div className="job-actions__row">
        <button
          type="button"
          className="button button--primary"
          disabled={!enabled}
          aria-describedby={describedBy}
          onClick={() => go(admin ? 'signature' : completeDestination(job))}
        >
          Complete
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={!enabled}
          aria-describedby={describedBy}
          onClick={() => go('failed')}
        >
          Failed
        </button>
        {enabled && (
          <button type="button" className="button" onClick={() => go('suspend')}>
            Suspend
          </button>
        )}
      </div>
      {evidence}
    </BottomButtons>
  );
}
