/**
 * Each chaos run gets its own day of jobs: the demo driver's today plan,
 * repeated to the asked number of jobs (all Not Started), renumbered with the
 * run's tag, and inserted through the gateway's own store calls. The jobs of
 * earlier runs (and the demo seed's) are moved to another driver id, so the
 * driver's list only ever holds the current run's day.
 */
import { demoDriver } from '@server/seed/demo-accounts';
import type { Database } from '@server/db/database';
import { buildDemoDay } from '@server/seed/build-demo-day';
import { todayPlan } from '@server/seed/demo-plan-today';
import type { DayPlan, JobPlan } from '@server/seed/demo-plan-types';
import { insertJobIfMissing, insertManifestIfMissing } from '@server/store/jobs';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { todayIso } from '@domain/time/dates';

/** Where retired jobs go: a driver id nobody logs in with. */
const RETIRED_DRIVER = 'RETIRED';

/** A job of the plan made fresh: Not Started, no visit, no earlier outcome. */
function freshJobPlan(template: JobPlan, seq: number): JobPlan {
  const { visit: _visit, task: _task, suspendReason: _s, failedReason: _f, ...rest } = template;
  return { ...rest, seq, outcome: JobOutcomeStatus.NotStarted, visitStatus: 1 };
}

/** The job with its number (and so its id, products, order number and notes) under the run's tag. */
function renumbered(job: Job, tag: string, seq: number): Job {
  const number = `${tag}-${String(seq).padStart(2, '0')}`;
  const [customer, ...others] = job.customer;
  return {
    ...job,
    id: `DS-${number}`,
    manifest_id: job.manifest_id.replace(/^MAN-\d+-/, `MAN-${tag}-`),
    products: job.products.map((product, i) => ({ ...product, id: `P${number}-${i + 1}` })),
    delivery_job: { ...job.delivery_job, order_number: `SO${number}` },
    customer: customer
      ? [
          { ...customer, notes: customer.notes.map((note, i) => ({ ...note, id: `${number}-${i + 1}` })) },
          ...others,
        ]
      : [],
  };
}

/** Moves every job of the demo driver to the retired driver id. */
export async function retireDriverJobs(db: Database): Promise<void> {
  await db.query('UPDATE jobs SET driver_id = $1 WHERE branch = $2 AND driver_id = $3', [
    RETIRED_DRIVER,
    demoDriver.branch,
    demoDriver.driverid,
  ]);
}

/** Retires every earlier day, then plans `count` fresh jobs for today under the tag; answers them. */
export async function planFreshDay(db: Database, tag: string, count: number): Promise<Job[]> {
  await retireDriverJobs(db);
  const plan: DayPlan = {
    ...todayPlan,
    jobs: Array.from({ length: count }, (_, i) => {
      const template = todayPlan.jobs[i % todayPlan.jobs.length];
      if (!template) throw new Error('the today plan has no jobs');
      return freshJobPlan(template, i + 1);
    }),
  };
  const now = new Date();
  const day = buildDemoDay(plan, todayIso(now));
  const placement = { branch: day.branch, driverid: day.driverid, date: day.date };
  const jobs = day.jobs.map((job, i) => renumbered(job, tag, i + 1));
  await db.transaction(async (tx) => {
    for (const manifest of day.manifests) {
      const id = manifest.id.replace(/^MAN-\d+-/, `MAN-${tag}-`);
      await insertManifestIfMissing(tx, { ...manifest, id }, placement);
    }
    for (const job of jobs) await insertJobIfMissing(tx, job, placement, now);
  });
  return jobs;
}
