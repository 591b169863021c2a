/**
 * The job of `/job/{jobId}/{view}` (product rule 2.8): finds the job (selection order in use-job-selection.ts), sends
 * an unknown job back to the list, and shows the view the route table (src/app/route-table.tsx) picked for
 * it. It stays mounted while the driver moves between the views of one job, so the job is found once.
 */
import { Fragment, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { useListPath } from '../../components/list-beside-detail';
import { useJobSelection } from './use-job-selection';
import '../../styles/job.css';

/** The view's screen for the job with this id, once found. */
export default function JobScreen({ jobId, view }: { jobId: string; view: (job: Job) => ReactNode }) {
  const listPath = useListPath();
  const selection = useJobSelection(jobId);

  if (selection.status === 'unknown') return <Redirect to={listPath} replace />;
  if (selection.status === 'looking') {
    return (
      <p className="page-message" role="status">
        {messages.loading}
      </p>
    );
  }
  return <Fragment key={jobId}>{view(selection.job)}</Fragment>;
}

// The job views that show inside the job screen come in its chunk: the route table's lazy imports of them
// load nothing more once the job screen has loaded.
export { JobDetailScreen } from './job-detail-screen';
export { JobStepScreen } from './job-step-screen';
