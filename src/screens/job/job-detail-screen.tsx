/**
 * The job screen proper (product rule 2.9): back link, whether the job is still the
 * driver's, what the sync settled on the job and its changes that need
 * attention, tabs Overview / Items / History (and Messages for an admin), and the bottom buttons.
 */
import { Redirect } from 'wouter';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { jobPath } from '@domain/accounts/routes';
import { useListPath } from '../../components/list-beside-detail';
import { useSession } from '../../state/snapshot-atom';
import { HistoryTab } from './history-tab';
import { ItemsTab } from './items-tab';
import { JobActions } from './job-actions';
import { JobAttention } from './job-attention';
import { JobHeader } from './job-header';
import { JobNotices } from './job-notices';
import { jobTabs, type JobTab } from './job-tab';
import { JobTabs } from './job-tabs';
import { JobUnassigned } from './job-unassigned';
import { MessagesTab } from './messages-tab';
import { OverviewTab } from './overview-tab';

function TabContent({ job, tab }: { job: Job; tab: JobTab }) {
  if (tab === 'items') return <ItemsTab job={job} />;
  if (tab === 'history') return <HistoryTab job={job} />;
  if (tab === 'messages') return <MessagesTab job={job} />;
  return <OverviewTab job={job} />;
}

/** A job with the given tab open; a hidden tab (History, or Messages for a driver) gives way to the overview. */
export function JobDetailScreen({ job, tab }: { job: Job; tab: JobTab }) {
  const listPath = useListPath();
  const admin = useSession() === 'admin';
  if (!jobTabs(job, admin).some((shown) => shown.view === tab)) {
    return <Redirect to={jobPath(job.id, 'overview')} replace />;
  }
  return (
    <div className="job-screen">
      <JobHeader job={job} back={{ href: listPath, label: 'Back to jobs' }} />
      {job.requiresSync === true && <p className="job-unsynced">{messages.notSynced}</p>}
      <JobUnassigned job={job} />
      <JobNotices job={job} />
      <JobAttention job={job} />
      <JobTabs job={job} current={tab} />
      <div className="job-screen__content">
        <TabContent job={job} tab={tab} />
      </div>
      <JobActions job={job} />
    </div>
  );
}
