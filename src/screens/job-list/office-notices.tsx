/**
 * The job list's notices of conflicts the sync settled by the conflict
 * policy, for the jobs of the day shown, each listed once with a link to its
 * job (a job the office completed is no longer on the list itself) and a
 * Dismiss button: a notice stays until its driver has read it.
 */
import { useId } from 'react';
import { Link } from 'wouter';
import type { StoredConflictNotice } from '../../engine';
import type { Job } from '@domain/job/job';
import { jobPath } from '@domain/accounts/routes';
import { openJobLabel } from '../../components/attention-links';
import { DismissNoticeButton } from '../../components/dismiss-notice-button';
import { NoticeBox } from '../../components/notice-box';
import { useJobs, useNotices } from '../../state/snapshot-slices';

/** The notices about these jobs, each with its job, newest first. */
export function noticesForJobs<N extends Pick<StoredConflictNotice, 'jobId'>>(
  notices: readonly N[],
  jobs: readonly Job[],
): { notice: N; job: Job }[] {
  return notices.flatMap((notice) => {
    const job = jobs.find((candidate) => candidate.id === notice.jobId);
    return job === undefined ? [] : [{ notice, job }];
  });
}

/** The list of notices; nothing when none is about the day's jobs. */
export function OfficeNotices() {
  const notices = useNotices();
  const jobs = useJobs();
  const baseId = useId();
  const shown = noticesForJobs(notices, jobs);
  if (shown.length === 0) return null;
  return (
    <NoticeBox title="Changed by the office">
      <ul className="notice-box__list">
        {shown.map(({ notice, job }) => {
          const messageId = `${baseId}-${notice.id}`;
          return (
            <li key={notice.id} className="notice-box__item">
              <p id={messageId}>{notice.message}</p>
              <Link href={jobPath(job.id, 'overview')} state={job} className="notice-box__link">
                {openJobLabel(job.id, job)}
              </Link>
              <DismissNoticeButton notice={notice} describedBy={messageId} />
            </li>
          );
        })}
      </ul>
    </NoticeBox>
  );
}
