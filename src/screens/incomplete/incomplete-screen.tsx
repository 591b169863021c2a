/** /incomplete (admin): the snapshot's jobs for the chosen earlier date, as list items. */
import { JobListHeader } from '../job-list/job-list-header';
import { JobListItem } from '../job-list/job-list-item';
import { listMessageFor } from '../job-list/list-message';
import { useSnapshot } from '../../state/snapshot';

/** Incomplete jobs for the admin. */
export default function IncompleteScreen() {
  const { jobs, loaded } = useSnapshot();
  const message = listMessageFor({ loaded, jobs, visible: jobs });
  return (
    <div className="job-list">
      <JobListHeader title="Incomplete Jobs" />
      {message !== null ? (
        <p className="page-message" role="status">
          {message}
        </p>
      ) : (
        <ul className="job-cards" aria-label="Incomplete Jobs">
          {jobs.map((job) => (
            <JobListItem key={job.id} job={job} showJobId />
          ))}
        </ul>
      )}
    </div>
  );
}
