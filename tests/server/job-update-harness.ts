/** Shared setup of the job-update test files: a gateway, signed-in demo users, today's jobs and small helpers. */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { JobsResponse } from '@domain/gateway/api-shapes';
import { todayIso, toRequestDate } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import type { GatewayOptions } from '@server/gateway';
import { demoAdmin, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

/** A stored job_updates row as the test route answers it. */
export interface UpdateRow {
  /** The row's id (a bigint, as text). */
  id: string;
  kind: string;
  username: string;
  idempotency_key: string | null;
  payload: unknown;
  /** The job revision the update produced. */
  revision: number;
  /** The outcome it set, or null when it left job_outcome_status as it was. */
  outcome: number | null;
}

/** A stored job_conflicts row (a refused change, kept) as the test route answers it. */
export interface ConflictRow {
  kind: string;
  username: string;
  branch: string;
  driver_id: string;
  idempotency_key: string | null;
  payload: unknown;
  base_revision: number;
  revision: number;
}

/** The harness. */
export interface JobUpdateHarness {
  gw: TestGateway;
  driver: Record<string, string>;
  driver2: Record<string, string>;
  admin: Record<string, string>;
  /** The jobType's n-th job of demo.driver's day that was not started at seed time. */
  notStarted(jobType: number, skip?: number): Job;
  post(path: string, headers: Record<string, string>, body: unknown, key?: string): Promise<Response>;
  stored(id: string): Promise<Job>;
  updateRows(id: string): Promise<UpdateRow[]>;
  conflictRows(id: string): Promise<ConflictRow[]>;
}

/** Starts the gateway (with the given options, e.g. a clock) and signs the demo users in. */
export async function startJobUpdateHarness(
  options: Partial<GatewayOptions> = {},
): Promise<JobUpdateHarness> {
  const gw = await startTestGateway(options);
  const driver = await gw.headersFor(demoDriver);
  const driver2 = await gw.headersFor(demoDriver2);
  const admin = await gw.headersFor(demoAdmin);
  const res = await gw.request(apiPaths.jobsForDate(toRequestDate(todayIso())), { headers: driver });
  const todays = ((await res.json()) as JobsResponse).schedule;
  return {
    gw,
    driver,
    driver2,
    admin,
    notStarted: (jobType, skip = 0) => {
      const job = todays.filter((j) => j.job_outcome_status === 3 && j.job_type === jobType)[skip];
      if (!job) throw new Error(`no seeded job of type ${jobType}`);
      return job;
    },
    post: (path, headers, body, key) =>
      gw.request(path, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    stored: async (id) => (await (await gw.request(`/__test/jobs/${id}`)).json()) as Job,
    updateRows: async (id) =>
      (await (await gw.request(`/__test/job-updates?jobId=${encodeURIComponent(id)}`)).json()) as UpdateRow[],
    conflictRows: async (id) =>
      (await (
        await gw.request(`/__test/job-conflicts?jobId=${encodeURIComponent(id)}`)
      ).json()) as ConflictRow[],
  };
}

/** The job as a client would send it after completing it (a delivery: no task outcome), with one new job note. */
export function completedJob(job: Job): Job {
  const note = {
    id: '',
    type: 2 as const,
    note: 'Delivered to the front room.',
    date: `${todayIso()}T10:15:00`,
    new: true,
  };
  const customer = job.customer[0];
  if (!customer) throw new Error('job without customer');
  return {
    ...job,
    job_outcome_status: 1,
    job_outcome_time: `${todayIso()}T10:15:00`,
    customer: [{ ...customer, notes: [...customer.notes, note] }],
    products: job.products.map((p) => ({
      ...p,
      outcome_status: 1,
      delivery_job: { ...p.delivery_job, delivered_quantity: p.delivery_job.planned_quantity },
    })),
    delivery_job: { ...job.delivery_job, balance_collected: true, account_balance: 0, balance_paid: true },
  };
}
