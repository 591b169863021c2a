/** /job/{id}/{view}: the job header; an unknown job goes back to the list (spec §2). */
import { Redirect, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { messages } from '../../domain/messages';
import { homePathFor } from '../../domain/routes';
import { useSession, useSnapshot } from '../../state/snapshot';
import { JobHeader } from './job-header';
import { selectedJob } from './selected-job';

/** The job screen. */
export default function JobScreen() {
  const { id = '' } = useParams<{ id: string; view: string }>();
  const navigationState = useHistoryState<unknown>();
  const { jobs, loaded } = useSnapshot();
  const listPath = homePathFor(useSession());
  const job = selectedJob(id, navigationState, jobs);

  if (job === null) {
    if (!loaded) return <p className="page-message">{messages.loading}</p>;
    return <Redirect to={listPath} replace />;
  }
  return (
    <div className="job-screen">
      <JobHeader job={job} listPath={listPath} />
    </div>
  );
}
