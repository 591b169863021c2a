/**
 * One job on a list (product rule 2.5 list item), linking to its overview with the job
 * as navigation state; tagged when one of its changes needs attention, and
 * when it is listed only because that work waits (no longer assigned).
 * `JobCard` is the same card memoised on its job: it renders again only when
 * its job changed (or whether it needs attention).
 */
import { memo } from 'react';
import { Link } from 'wouter';
import { jobOutcomeLabels } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { needsParts } from '@domain/job-list/job-visibility';
import { taskOutcomeTag } from '@domain/job-list/task-outcome-tag';
import { isNoLongerAssigned } from '@domain/job-list/left-out-jobs';
import { jobTypeSummary } from '@domain/job/job-summary';
import { messages } from '@domain/app/messages';
import { retailerIdOf } from '@domain/job/retailer';
import { jobPath } from '@domain/accounts/routes';
import { visitTimeRange } from '@domain/job/visit-times';
import { latestCustomerNote } from '@domain/job/latest-customer-note';
import { NO_LONGER_ASSIGNED } from '../../components/no-longer-assigned';
import { useNeedsAttention } from '../../state/snapshot-slices';
import { balanceSummary } from '@domain/completion/balance';

/** The tag of a job with a change that needs attention. */
export const NEEDS_ATTENTION_TAG = 'Needs attention';

/** What a card shows: `showJobId` (incomplete jobs) the job id above the customer line; `current` marks the open job. */
interface JobListItemProps {
  job: Job;
  showJobId?: boolean;
  current?: boolean;
}

/** A list item card. */
export function JobListItem({ job, showJobId = false, current = false }: JobListItemProps) {
  const customer = job.customer[0];
  const note = latestCustomerNote(job);
  const taskOutcome = taskOutcomeTag(job);
  const partRequired = needsParts(job);
  const attention = useNeedsAttention(job.id);
  const unassigned = isNoLongerAssigned(job);
  const balance = balanceSummary(job);
  return (
    <li className="job-card">
      <Link
        className="job-card__link"
        href={jobPath(job.id, 'overview')}
        state={job}
        transition
        aria-current={current ? 'true' : undefined}
      >
        <span className="job-card__top">
          <span className="job-card__times">{visitTimeRange(job)}</span>
          <span className="job-card__retailer">{retailerIdOf(job)}</span>
        </span>
        {showJobId && <span className="job-card__id">{job.id}</span>}
        <span className="job-card__customer">
          <span className="job-card__postcode">{customer?.postcode}</span>
          <span className="job-card__name">{customer?.name}</span>
        </span>
        <span className="job-card__summary">{jobTypeSummary(job)}</span>
        {balance !== null && <span className="job-card__balance">{balance}</span>}
        {note !== null && <span className="job-card__note">{note.note}</span>}
        {(taskOutcome !== null || partRequired || attention || unassigned) && (
          <span className="job-card__tags">
            {taskOutcome !== null && <span className="tag">{taskOutcome}</span>}
            {partRequired && <span className="tag tag--parts">{messages.partRequired}</span>}
            {attention && <span className="tag tag--attention">{NEEDS_ATTENTION_TAG}</span>}
            {unassigned && <span className="tag tag--unassigned">{NO_LONGER_ASSIGNED}</span>}
          </span>
        )}
        <span className="job-card__status">
          <span>{jobOutcomeLabels[job.job_outcome_status]}</span>
          {job.requiresSync === true && <span className="job-card__unsynced">{messages.notSynced}</span>}
        </span>
      </Link>
    </li>
  );
}

/** The card, rendered again only when its job (or another prop) is another object, or its attention changed. */
export const JobCard = memo(JobListItem);
