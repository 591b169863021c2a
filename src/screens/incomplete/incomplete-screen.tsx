/**
 * /incomplete (product rules 2.7 and 6.1): the branch's incomplete jobs of one earlier
 * day (yesterday unless another is picked; the picker's maximum is yesterday),
 * as fetched with the jobs query `date` + `status=3`. Items show the job id. A
 * job the admin completed or failed follows the list visibility rule: it stays,
 * marked "This job has not been synced", until the gateway has it, then leaves.
 * Above the list, "Find a job" searches any date of the branch. Beside an open job (the admin's desk), that
 * job's card is marked current.
 */
import { useLocation } from 'wouter';
import { parseJobRoute } from '@domain/accounts/routes';
import { formatDisplayDate } from '@domain/time/dates';
import { visibleJobs } from '@domain/job-list/job-visibility';
import { JobListDayPicker } from '../job-list/job-list-day-picker';
import { JobListHeader } from '../job-list/job-list-header';
import { JobListItem } from '../job-list/job-list-item';
import { listMessageFor } from '@domain/job-list/list-message';
import { useJobs, useOnline, useSnapshotField } from '../../state/snapshot-slices';
import { JobSearch } from '../evidence/job-search';
import { Link } from 'wouter';
import { RETAIL_LOG_PATH, TODAY_PATH } from '@domain/accounts/routes';

/** The admin's list of incomplete jobs. */
export default function IncompleteScreen() {
  const jobs = useJobs();
  const loaded = useSnapshotField('loaded');
  const online = useOnline();
  const displayDate = useSnapshotField('displayDate');
  const [path] = useLocation();
  const openJobId = parseJobRoute(path)?.jobId ?? null;
  const visible = visibleJobs(jobs);
  const message = listMessageFor({ loaded, online, jobs, visible });
  return (
    <div className="job-list">
      <Link className="button" href={TODAY_PATH}>
        Today: every van live
      </Link>
      <Link className="button" href={RETAIL_LOG_PATH}>
        Retail log
      </Link>
      <JobSearch />
      <JobListHeader title={`Incomplete jobs for: ${formatDisplayDate(displayDate)}`} />
      {/* The admin's day is the point of this screen: its picker stays under the title. */}
      <JobListDayPicker />
      {message !== null ? (
        <p className="page-message" role="status">
          {message}
        </p>
      ) : (
        <ul className="job-cards" aria-label="Incomplete jobs">
          {visible.map((job) => (
            <JobListItem key={job.id} job={job} showJobId current={job.id === openJobId} />
          ))}
        </ul>
      )}
    </div>
  );
}
