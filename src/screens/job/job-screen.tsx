/**
 * /job/{jobId}/{view} (spec §2): finds the job (selection order in
 * use-job-selection.ts; the id is read from the path's second segment), sends an
 * unknown job back to the list, and renders the view: the tabs of the job
 * screen, the risk assessment, failed and suspend screens, or a completion step.
 * An admin's completion is the admin completion form on the signature view (the
 * other completion steps lead there).
 */
import { lazy } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { homePathFor, jobPath, parseJobRoute } from '@domain/accounts/routes';
import { useSession } from '../../state/snapshot-atom';
import { JobDetailScreen } from './job-detail-screen';
import { isJobStep, JobStepScreen } from './job-step-screen';
import { isJobTab } from './job-tab';
import { useJobSelection } from './use-job-selection';
import '../../styles/job.css';

/** A job route read from the path (null: not one). */
type JobRoute = ReturnType<typeof parseJobRoute>;

const RiskAssessmentScreen = lazy(() => import('../risk-assessment/risk-assessment-screen'));
const FailedScreen = lazy(() => import('../failed/failed-screen'));
const SuspendScreen = lazy(() => import('../suspend/suspend-screen'));
const AdminCompletionScreen = lazy(() => import('../admin-completion/admin-completion-screen'));
const RecordScreen = lazy(() => import('../record/record-screen'));

function JobView({ job, view }: { job: Job; view: string }) {
  const admin = useSession() === 'admin';
  if (isJobTab(view)) return <JobDetailScreen job={job} tab={view} />;
  if (admin && isJobStep(view)) {
    if (view === 'signature') return <AdminCompletionScreen job={job} />;
    return <Redirect to={jobPath(job.id, 'signature')} replace />;
  }
  if (isJobStep(view)) return <JobStepScreen job={job} step={view} />;
  if (view === 'risk-assessment') return <RiskAssessmentScreen job={job} />;
  if (view === 'failed') return <FailedScreen job={job} />;
  if (view === 'suspend') return <SuspendScreen job={job} />;
  return <JobDetailScreen job={job} tab="overview" />;
}

function SelectedJobScreen({ route, explicit }: { route: JobRoute | null; explicit?: Job }) {
  const listPath = homePathFor(useSession());
  const selection = useJobSelection(route?.jobId ?? '', explicit);

  if (route === null || selection.status === 'unknown') return <Redirect to={listPath} replace />;
  if (selection.status === 'looking') {
    return (
      <p className="page-message" role="status">
        {messages.loading}
      </p>
    );
  }
  return <JobView key={route.jobId} job={selection.job} view={route.view ?? 'overview'} />;
}

/**
 * The job screen; `job` is the spec's explicit argument (used when no navigation state names the job). The
 * evidence record (view `record`) needs no job on the phone and does not open the job: it reads its own.
 */
export default function JobScreen({ job: explicit }: { job?: Job }) {
  const [path] = useLocation();
  const route = parseJobRoute(path);
  if (route?.view === 'record') return <RecordScreen key={route.jobId} jobId={route.jobId} />;
  return <SelectedJobScreen route={route} explicit={explicit} />;
}
