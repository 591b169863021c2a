/** Product rules 2.1, 2.3 and 2.7: the route guards for the three kinds of session. */
import { isAdmin } from './login-status';
import type { LoginStatus } from './login-status';

export type Session = 'loggedOut' | 'driver' | 'admin';

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
  // the job's evidence record: admins from the gateway, drivers from their phone
  'record',
] as const;
export type JobView = (typeof JOB_VIEWS)[number];

/** Paths open to anyone logged out. */
export const LOGGED_OUT_PATHS = ['/', '/register-user', '/reset-password', '/forgotten-password'] as const;
export const LOGIN_PATH = '/';
export const DRIVER_LIST_PATH = '/job-list';
export const ADMIN_LIST_PATH = '/incomplete';

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

function isJobView(view: string): view is JobView {
  return (JOB_VIEWS as readonly string[]).includes(view);
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

/** Allowed path for a logged-in session, or where to go instead. */
function loggedInRedirect(path: string, listPath: string): string | null {
  if (path === listPath) return null;
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
    target = (LOGGED_OUT_PATHS as readonly string[]).includes(canonical) ? null : LOGIN_PATH;
  } else {
    target = loggedInRedirect(canonical, homePathFor(session));
  }
  if (target !== null) return target;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare === canonical ? null : canonical;
}
