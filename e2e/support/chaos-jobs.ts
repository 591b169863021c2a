/**
 * The jobs a chaos phone works: a van of today's deliveries for its driver,
 * each with a customer name of its own (so its card is found on the list),
 * built with the demo seed's builder and inserted through the gateway's store
 * calls. Sequence numbers from 30 keep them apart from the demo day's jobs
 * (1–21; earlier days use 51 on, on their own dates).
 */
import type { Database } from '@server/db/database';
import { buildDemoDay } from '@server/seed/build-demo-day';
import type { DemoAccount } from '@server/seed/demo-accounts';
import type { DayPlan, JobPlan } from '@server/seed/demo-plan-types';
import { insertJobIfMissing, insertManifestIfMissing } from '@server/store/jobs';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import { todayIso } from '@domain/time/dates';

/** A job of a chaos van, as the driver finds it. */
export interface ChaosJob {
  id: string;
  vehicle: string;
  customerName: string;
}

/** The first sequence number free for chaos vans, and the last a two-digit job id has. */
export const FIRST_CHAOS_SEQ = 30;
const LAST_SEQ = 99;

function slot(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function deliveryPlan(firstSeq: number, i: number): JobPlan {
  const start = 6 * 60 + i * 10;
  return {
    seq: firstSeq + i,
    manifest: 0,
    customer: 5001 + (i % 15),
    jobType: JobType.DeliveryOrItemsToDeliver,
    outcome: JobOutcomeStatus.NotStarted,
    retailer: null,
    slot: [slot(start), slot(start + 10)],
    products: [{ item: 'sofa', type: JobType.DeliveryOrItemsToDeliver, qty: 1 }],
    notes: [],
  };
}

/**
 * Stores a planned day on the gateway's database: its manifests and jobs, each manifest id suffixed with the
 * vehicle (so vans of one driver never share one), each customer named `{namePrefix} {job id}`; answers the
 * jobs in plan order.
 */
export async function storeVanDay(db: Database, plan: DayPlan, vehicle: string, namePrefix: string) {
  const now = new Date();
  const day = buildDemoDay(plan, todayIso(now));
  const suffix = vehicle.replace(/\W/g, '');
  const manifests = day.manifests.map((manifest) => ({ ...manifest, id: `${manifest.id}-${suffix}` }));
  const jobs = day.jobs.map((job) => ({
    ...job,
    manifest_id: `${job.manifest_id}-${suffix}`,
    customer: job.customer.map((customer) => ({ ...customer, name: `${namePrefix} ${job.id}` })),
  }));
  const placement = { branch: day.branch, driverid: day.driverid, date: day.date };
  await db.transaction(async (tx) => {
    for (const manifest of manifests) await insertManifestIfMissing(tx, manifest, placement);
    for (const job of jobs) await insertJobIfMissing(tx, job, placement, now);
  });
  return jobs;
}

/** Plans `count` deliveries for today on the driver's van, from sequence `firstSeq`; answers them in list order. */
export async function planChaosJobs(
  db: Database,
  driver: DemoAccount,
  vehicle: string,
  count: number,
  firstSeq: number = FIRST_CHAOS_SEQ,
): Promise<ChaosJob[]> {
  if (firstSeq < FIRST_CHAOS_SEQ || firstSeq + count - 1 > LAST_SEQ) {
    throw new Error(
      `${count} jobs from ${firstSeq} do not fit sequence numbers ${FIRST_CHAOS_SEQ}–${LAST_SEQ}`,
    );
  }
  const plan: DayPlan = {
    offsetDays: 0,
    branch: driver.branch,
    driverid: driver.driverid,
    manifests: [{ vehicle, slot: ['06:00', '20:00'] }],
    jobs: Array.from({ length: count }, (_, i) => deliveryPlan(firstSeq, i)),
  };
  const jobs = await storeVanDay(db, plan, vehicle, 'Chaos');
  return jobs.map((job) => ({ id: job.id, vehicle, customerName: `Chaos ${job.id}` }));
}
