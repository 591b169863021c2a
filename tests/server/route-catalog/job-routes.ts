/** The job routes of the catalog: lists, updates, notes, reason codes, risk assessments, heartbeats. */
import { apiPaths } from '@domain/gateway/api-shapes';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { IF_MATCH_HEADER, SAVED_AT_HEADER, revisionTag } from '@domain/sync/sync-window';
import { addDays, formatTimestamp } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import type { RouteFixture } from './fixture';
import { route } from './route-case';
import type { Access, RouteCase } from './route-case';

/** The job as the app sends it after the driver arrived (09:00 on the job's day). */
function arrived(job: Job): Job {
  return { ...job, arrived_at_drop: true, arrived_time: `${job.start_time.slice(0, 10)}T09:00:00` };
}

function draBody(f: RouteFixture) {
  return {
    orderReference: f.todayJob.delivery_job.order_number,
    user_type: 'driver',
    firstName: 'Dan',
    lastName: 'Driver',
    timestamp: formatTimestamp(new Date()),
    questions: riskQuestions.map((q) => ({ questionId: q.id, isTrue: false, details: '', imageUrls: [] })),
  };
}

function heartbeatBody() {
  const now = formatTimestamp(new Date());
  return [
    {
      status: 'generic',
      app: 'Doorstep',
      timestamp: now,
      send_timestamp: now,
      latitude: 53.41,
      longitude: -2.23,
      precision: 12,
    },
  ];
}

/** The moment a change was saved, as the outbox freezes it with the request. */
const savedNow = () => ({ [SAVED_AT_HEADER]: new Date().toISOString() });

/** Late offline work: a change saved at noon yesterday (the gateway's zone), sent today. */
const savedYesterday = (f: RouteFixture) => ({
  [SAVED_AT_HEADER]: new Date(`${addDays(f.today, -1)}T12:00:00`).toISOString(),
});

/**
 * An update call with D100's job of the day as the app sends it after arriving: based on the job's
 * revision as the fixture read it (If-Match: only its own caller writes it, so it never conflicts).
 */
function jobUpdate(path: string, access: Access, day: 'today' | 'yesterday'): RouteCase {
  const jobOf = (f: RouteFixture) => (day === 'today' ? f.todayJob : f.yesterdayJob);
  return route({
    label: `POST ${path} (D100's job of ${day})`,
    method: 'POST',
    template: path,
    access,
    bodyKind: 'json',
    body: (f) => arrived(jobOf(f)),
    identity: 'caller',
    headers: (f) => ({ [IF_MATCH_HEADER]: revisionTag(jobOf(f).revision ?? 1), ...savedNow() }),
  });
}

const JOBS_FOR_DATE = '/group-delivery-job-api/delivery/job/date/{DDMMYYYY}';

/** Every job route. */
export const jobRoutes: readonly RouteCase[] = [
  route({
    label: `GET ${JOBS_FOR_DATE} (today; the caller's own branch/driverid headers)`,
    method: 'GET',
    template: JOBS_FOR_DATE,
    access: 'user token',
    segments: (f) => [f.todayDate],
    identity: 'caller',
  }),
  route({
    label: `GET ${JOBS_FOR_DATE} (today; headers naming D100 of branch 1)`,
    method: 'GET',
    template: JOBS_FOR_DATE,
    access: 'user token',
    segments: (f) => [f.todayDate],
    identity: 'owner',
  }),
  route({
    label: `GET ${apiPaths.jobsQuery}?date= (yesterday)`,
    method: 'GET',
    template: apiPaths.jobsQuery,
    access: 'admin token',
    query: (f) => ({ date: f.yesterdayDate }),
    identity: 'caller',
  }),
  route({
    label: `GET ${apiPaths.adminJobs} (incomplete jobs before today)`,
    method: 'GET',
    template: apiPaths.adminJobs,
    access: 'admin token',
    identity: 'caller',
  }),
  jobUpdate(apiPaths.jobUpdate, 'driver token', 'today'),
  jobUpdate(apiPaths.jobUpdate, 'driver token', 'yesterday'),
  route({
    label: `POST ${apiPaths.jobUpdate} (another of D100's jobs of yesterday, saved yesterday: late offline work)`,
    method: 'POST',
    template: apiPaths.jobUpdate,
    access: 'driver token',
    bodyKind: 'json',
    body: (f) => arrived(f.lateJob),
    identity: 'caller',
    headers: (f) => ({ [IF_MATCH_HEADER]: revisionTag(f.lateJob.revision ?? 1), ...savedYesterday(f) }),
  }),
  jobUpdate(apiPaths.adminJobUpdate, 'admin token', 'yesterday'),
  route({
    label: "GET /retail-order-api/v1/orders/{jobNumber}/notes (D100's job)",
    method: 'GET',
    template: '/retail-order-api/v1/orders/{jobNumber}/notes',
    access: 'user token',
    segments: (f) => [jobNumberFromId(f.todayJob.id)],
    query: (f) => ({ retailerId: String(f.todayJob.delivery_job.retailer_id ?? DEFAULT_RETAILER_CODE) }),
  }),
  route({
    label: 'GET /group-delivery-job-api/entities/{retailerId}/reasonCodes',
    method: 'GET',
    template: '/group-delivery-job-api/entities/{retailerId}/reasonCodes',
    access: 'user token',
    segments: () => [DEFAULT_RETAILER_CODE],
    query: () => ({ filterActive: 'true' }),
  }),
  route({
    label: `POST ${apiPaths.draUpdate} (D100's job of today)`,
    method: 'POST',
    template: apiPaths.draUpdate,
    access: 'user token',
    bodyKind: 'json',
    body: draBody,
    headers: savedNow,
  }),
  route({
    label: `POST ${apiPaths.heartbeat} (the caller's own headers)`,
    method: 'POST',
    template: apiPaths.heartbeat,
    access: 'user token',
    bodyKind: 'json',
    body: heartbeatBody,
    identity: 'caller',
  }),
];
