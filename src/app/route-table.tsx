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
const TodayScreen = lazy(() => import('../screens/today/today-screen'));
const RetailLogScreen = lazy(() => import('../screens/retail-log/retail-log-screen'));
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
const EvidenceScreen = lazy(() => import('../screens/evidence/evidence-screen'));

/** The screen of each page outside a job. */
export const pageScreens: Record<PagePath, () => ReactElement> = {
  '/': () => <LoginScreen />,
  '/register-user': () => <AccountScreen title="Register" />,
  '/reset-password': () => <AccountScreen title="Reset password" />,
  '/forgotten-password': () => <AccountScreen title="Forgotten password" />,
  '/job-list': () => <JobListScreen />,
  '/incomplete': () => <IncompleteScreen />,
  '/today': () => <TodayScreen />,
  '/retail-log': () => <RetailLogScreen />,
};

/** A job view's screen for a job found on the phone. */
type ScreenForJob = (job: Job) => ReactNode;

/**
 * The screen of a job view, for each kind of logged-in session. Most views show a job found on the phone (the
 * job screen finds it); the evidence record needs no job on the phone and does not open the job: it reads its
 * own by id.
 */
export type JobViewScreen =
  | { of: 'job'; screens: { driver: ScreenForJob; admin: ScreenForJob } }
  | { of: 'jobId'; screen: (jobId: string) => ReactNode };

/** A view of a job found on the phone; an admin sees the driver's screen unless told otherwise. */
function ofJob(driver: ScreenForJob, admin: ScreenForJob = driver): JobViewScreen {
  return { of: 'job', screens: { driver, admin } };
}

/** Sends the session on to another view of the job. */
function goTo(view: JobView): ScreenForJob {
  return (job) => <Redirect to={jobPath(job.id, view)} replace />;
}

/** The job screen proper with a tab open. */
function tab(shown: JobTab): ScreenForJob {
  return (job) => <JobDetailScreen job={job} tab={shown} />;
}

/** A driver's completion-flow step, behind the gate that lets a driver in only as Complete would. */
function step(screen: ScreenForJob): ScreenForJob {
  return (job) => <JobStepScreen job={job}>{screen(job)}</JobStepScreen>;
}

/** The screen of each view of `/job/{id}/{view}`. */
export const jobViewScreens: Record<JobView, JobViewScreen> = {
  overview: ofJob(tab('overview')),
  items: ofJob(tab('items')),
  history: ofJob(tab('history')),
  // the customer messages are the office's: a driver is sent to the job
  messages: ofJob(goTo('overview'), tab('messages')),
  // an admin acts on a job without assessing it
  'risk-assessment': ofJob((job) => <RiskAssessmentScreen job={job} />, goTo('overview')),
  failed: ofJob((job) => <FailedScreen job={job} />),
  suspend: ofJob((job) => <SuspendScreen job={job} />),
  // an admin completes a job on the admin completion form, on the signature view the other steps lead to
  'collection-report': ofJob(
    step((job) => <CollectionReportScreen job={job} />),
    goTo('signature'),
  ),
  'delivery-report': ofJob(
    step((job) => <DeliveryReportScreen job={job} />),
    goTo('signature'),
  ),
  signature: ofJob(
    step((job) => <SignatureScreen job={job} />),
    (job) => <AdminCompletionScreen job={job} />,
  ),
  record: { of: 'jobId', screen: (jobId) => <EvidenceScreen key={jobId} jobId={jobId} /> },
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
