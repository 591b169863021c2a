/**
 * Every route of the app and the screen it shows: the pages outside a job and each view of `/job/{id}/{view}`.
 * Which paths exist and who may open them is domain/accounts/routes.ts (PAGES, JOB_VIEWS); this table gives
 * each of them its screen, and the types make it list every one. Screens other than the login and the job
 * list are lazy chunks, so the first load carries only the table.
 */
import { lazy, type ReactElement, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Job } from '@domain/job/job';
import {
  homePathFor,
  isJobView,
  isPagePath,
  jobPath,
  parseJobRoute,
  type JobView,
  type PagePath,
  type Session,
} from '@domain/accounts/routes';
import type { JobTab } from '../screens/job/job-tab';
import { JobListScreen } from '../screens/job-list/job-list-screen';
import { LoginScreen } from '../screens/login/login-screen';

const AccountScreen = lazy(() => import('../screens/account/account-screen'));
const IncompleteScreen = lazy(() => import('../screens/incomplete/incomplete-screen'));
const jobChunk = () => import('../screens/job/job-screen');
const JobScreen = lazy(jobChunk);
const JobDetailScreen = lazy(() => jobChunk().then((chunk) => ({ default: chunk.JobDetailScreen })));
const JobStepScreen = lazy(() => jobChunk().then((chunk) => ({ default: chunk.JobStepScreen })));
const RiskAssessmentScreen = lazy(() => import('../screens/risk-assessment/risk-assessment-screen'));
const FailedScreen = lazy(() => import('../screens/failed/failed-screen'));
const SuspendScreen = lazy(() => import('../screens/suspend/suspend-screen'));
const CollectionReportScreen = lazy(() => import('../screens/collection-report/collection-report-screen'));
const DeliveryReportScreen = lazy(() => import('../screens/delivery-report/delivery-report-screen'));
const SignatureScreen = lazy(() => import('../screens/signature/signature-screen'));
const AdminCompletionScreen = lazy(() => import('../screens/admin-completion/admin-completion-screen'));
const RecordScreen = lazy(() => import('../screens/record/record-screen'));

/** The screen of each page outside a job. */
export const pageScreens: Record<PagePath, () => ReactElement> = {
  '/': () => <LoginScreen />,
  '/register-user': () => <AccountScreen title="Register" />,
  '/reset-password': () => <AccountScreen title="Reset password" />,
  '/forgotten-password': () => <AccountScreen title="Forgotten password" />,
  '/job-list': () => <JobListScreen />,
  '/incomplete': () => <IncompleteScreen />,
};

/** A job view's screen for the job, by kind of logged-in session. */
interface JobScreens {
  driver: (job: Job) => ReactNode;
  admin: (job: Job) => ReactNode;
}

/**
 * The screen of a job view: most show a job found on the phone (the job screen finds it); the evidence record
 * needs no job on the phone and does not open the job: it reads its own by id.
 */
export type JobViewScreen =
  { of: 'job'; screens: JobScreens } | { of: 'jobId'; screen: (jobId: string) => ReactNode };

function sameForAll(screen: (job: Job) => ReactNode): JobViewScreen {
  return { of: 'job', screens: { driver: screen, admin: screen } };
}

function tab(view: JobTab): JobViewScreen {
  return sameForAll((job) => <JobDetailScreen job={job} tab={view} />);
}

/**
 * A completion-flow step: a driver's opens behind the step gate; an admin completes on the admin completion
 * form, on the signature view, which the other steps lead to.
 */
function completionStep(driver: (job: Job) => ReactNode, admin?: (job: Job) => ReactNode): JobViewScreen {
  return {
    of: 'job',
    screens: {
      driver: (job) => <JobStepScreen job={job}>{driver(job)}</JobStepScreen>,
      admin: admin ?? ((job) => <Redirect to={jobPath(job.id, 'signature')} replace />),
    },
  };
}

/** The screen of each view of `/job/{id}/{view}`. */
export const jobViewScreens: Record<JobView, JobViewScreen> = {
  overview: tab('overview'),
  items: tab('items'),
  history: tab('history'),
  'risk-assessment': sameForAll((job) => <RiskAssessmentScreen job={job} />),
  failed: sameForAll((job) => <FailedScreen job={job} />),
  suspend: sameForAll((job) => <SuspendScreen job={job} />),
  'collection-report': completionStep((job) => <CollectionReportScreen job={job} />),
  'delivery-report': completionStep((job) => <DeliveryReportScreen job={job} />),
  signature: completionStep(
    (job) => <SignatureScreen job={job} />,
    (job) => <AdminCompletionScreen job={job} />,
  ),
  record: { of: 'jobId', screen: (jobId) => <RecordScreen key={jobId} jobId={jobId} /> },
};

/**
 * The screen the table gives a path that redirectFor let the session stay on. Every job view but the evidence
 * record sits in the one job screen, which stays mounted from view to view of a job.
 */
export function screenFor(path: string, session: Session): ReactNode {
  if (isPagePath(path)) return pageScreens[path]();
  const route = parseJobRoute(path);
  if (session === 'loggedOut' || route === null || !isJobView(route.view)) {
    return <Redirect to={homePathFor(session)} replace />;
  }
  const view = jobViewScreens[route.view];
  if (view.of === 'jobId') return view.screen(route.jobId);
  return <JobScreen jobId={route.jobId} view={view.screens[session]} />;
}
