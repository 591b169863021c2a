/**
 * The tab bar of the job screen: Overview, Items, History (hidden when visit_status is 1) and, for an admin,
 * Messages, as links.
 */
import { Link } from 'wouter';
import type { Job } from '@domain/job/job';
import { jobPath } from '@domain/accounts/routes';
import { useSession } from '../../state/snapshot-atom';
import { jobTabs, type JobTab } from './job-tab';

/** One link per visible tab; the current one is marked aria-current="page". */
export function JobTabs({ job, current }: { job: Job; current: JobTab }) {
  const admin = useSession() === 'admin';
  return (
    <nav className="job-tabs" aria-label="Job details">
      <ul className="job-tabs__list">
        {jobTabs(job, admin).map((tab) => (
          <li key={tab.view}>
            <Link
              href={jobPath(job.id, tab.view)}
              state={job}
              transition
              className="job-tabs__tab"
              aria-current={tab.view === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
