/**
 * The app's paths and who may open them (product rules 2.1, 2.3 and 2.7: the route guards): the pages outside a job, each open to one kind
 * of session, and the views of `/job/{id}/{view}`, open to drivers and admins. The route table
 * (src/app/route-table.tsx) gives each of these paths its screen; it lists no path that is not here.
 */
import { isAdmin } from './login-status';
import type { LoginStatus } from './login-status';

export type Session = 'loggedOut' | 'driver' | 'admin';

/** The pages outside a job, each with the one kind of session that may open it. */
export const PAGES = {
  '/': 'loggedOut',
  '/register-user': 'loggedOut',
  '/reset-password': 'loggedOut',
  '/forgotten-password': 'loggedOut',
  '/job-list': 'driver',
  '/incomplete': 'admin',
  '/today': 'admin',
  '/retail-log': 'admin',
} as const satisfies Record<string, Session>;
export type PagePath = keyof typeof PAGES;

/** The views of `/job/{id}/{view}`. */
export const JOB_VIEWS = [
  'risk-assessment',
  'overview',
  'items',
  'history',
  'failed',
  'suspend',
  'collection-report',
  'delivery-report',
  'signature',
  // the job's evidence record: admins read it from the gateway, drivers from their phone
  'record',
  // the customer messages of the job (product rule 4.15): admins only, from the gateway
  'messages',
] as const;
export type JobView = (typeof JOB_VIEWS)[number];

export const LOGIN_PATH = '/';
export const DRIVER_LIST_PATH = '/job-list';
export const ADMIN_LIST_PATH = '/incomplete';
/** The office's board of today (product rule 2.22). */
export const TODAY_PATH = '/today';
/** The admins' log of what was sent to retailers, with a resend. */
export const RETAIL_LOG_PATH = '/retail-log';

/** Logged out unless the stored status says loggedIn; Admin user type → admin; anyone else → driver. */
export function sessionOf(login: LoginStatus | null): Session {
  if (login === null || !login.loggedIn) return 'loggedOut';
  return isAdmin(login) ? 'admin' : 'driver';
}

/** Where a session lands: '/' logged out, '/job-list' for drivers, '/incomplete' for admins. */
export function homePathFor(session: Session): string {
  if (session === 'admin') return ADMIN_LIST_PATH;
  if (session === 'driver') return DRIVER_LIST_PATH;
  return LOGIN_PATH;
}

/** The path of a job screen. */
export function jobPath(jobId: string, view: JobView): string {
  return `/job/${encodeURIComponent(jobId)}/${view}`;
}

/** True for the paths of the pages outside a job. */
export function isPagePath(path: string): path is PagePath {
  return Object.prototype.hasOwnProperty.call(PAGES, path);
}

/** True for the views of a job (false for a job path without one). */
export function isJobView(view: string | null): view is JobView {
  return view !== null && (JOB_VIEWS as readonly string[]).includes(view);
}

/** The path without query, hash and trailing slashes ('/' stays '/'). */
function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A job route read from a path: the job id is the second segment; view is null when absent. */
export function parseJobRoute(path: string): { jobId: string; view: string | null } | null {
  const segments = canonicalPath(path).split('/').slice(1);
  const [first, jobId, view, ...rest] = segments;
  if (first !== 'job' || jobId === undefined || jobId === '' || rest.length > 0) return null;
  try {
    return { jobId: decodeURIComponent(jobId), view: view ?? null };
  } catch {
    return null;
  }
}

/** Allowed path for a logged-in session, or where to go instead: its home for any path not its own. */
function loggedInRedirect(path: string, session: Session): string | null {
  if (isPagePath(path) && PAGES[path] === session) return null;
  const listPath = homePathFor(session);
  const job = parseJobRoute(path);
  if (job === null) return listPath;
  if (job.view === null) return jobPath(job.jobId, 'overview');
  return isJobView(job.view) ? null : listPath;
}

/**
 * null when the session may stay on path; otherwise the path to go to.
 * A trailing slash is answered with the same path without it.
 */
export function redirectFor(path: string, session: Session): string | null {
  const canonical = canonicalPath(path);
  let target: string | null;
  if (session === 'loggedOut') {
    target = isPagePath(canonical) && PAGES[canonical] === 'loggedOut' ? null : LOGIN_PATH;
  } else {
    target = loggedInRedirect(canonical, session);
  }
  if (target !== null) return target;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare === canonical ? null : canonical;
}
