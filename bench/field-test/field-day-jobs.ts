/**
 * The field-test day's jobs, seeded on the gateway as the chaos vans are (chaos-jobs.ts): the demo
 * seed's builder, inserted through the gateway's store calls, one van of today for the driver. Each
 * job has a customer name of its own (so its card is found on the list) and one of the demo
 * customers' postcodes, which the gateway geocodes; a combined job also collects an old bed.
 * Sequence numbers from 100 keep them apart from the demo day (1–15) and the chaos vans (20–99).
 */
import type { Database } from '@server/db/database';
import type { DemoAccount } from '@server/seed/demo-accounts';
import type { DayPlan, JobPlan } from '@server/seed/demo-plan-types';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import { storeVanDay, type ChaosJob } from '@e2e/support/chaos-jobs';
import type { FieldWork } from './field-day-plan';

/** A job of the day, as the driver finds it, with its postcode and the work planned for it. */
export interface FieldJob extends ChaosJob {
  postcode: string;
  work: FieldWork;
}

const FIRST_FIELD_SEQ = 100;
/** The demo customers 5001–5015, in turn. */
const DEMO_CUSTOMERS = 15;

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function jobPlan(work: FieldWork, i: number, slotMinutes: number): JobPlan {
  const start = 6 * 60 + i * slotMinutes;
  const combined = work === 'combined';
  return {
    seq: FIRST_FIELD_SEQ + i,
    manifest: 0,
    customer: 5001 + (i % DEMO_CUSTOMERS),
    jobType: combined ? JobType.DeliveryAndCollection : JobType.DeliveryOrItemsToDeliver,
    outcome: JobOutcomeStatus.NotStarted,
    retailer: null,
    slot: [clock(start), clock(start + slotMinutes)],
    products: [
      { item: 'sofa', type: JobType.DeliveryOrItemsToDeliver, qty: 1 },
      ...(combined ? [{ item: 'oldBed' as const, type: JobType.Collection, qty: 1 }] : []),
    ],
    notes: [],
  };
}

/** Seeds the day's jobs on the driver's van; answers them in route order. */
export async function seedFieldDay(
  db: Database,
  driver: DemoAccount,
  vehicle: string,
  work: readonly FieldWork[],
): Promise<FieldJob[]> {
  const slotMinutes = Math.max(1, Math.min(10, Math.floor((17 * 60) / work.length)));
  const plan: DayPlan = {
    offsetDays: 0,
    branch: driver.branch,
    driverid: driver.driverid,
    manifests: [{ vehicle, slot: ['06:00', '23:00'] }],
    jobs: work.map((w, i) => jobPlan(w, i, slotMinutes)),
  };
  const jobs = await storeVanDay(db, plan, vehicle, 'Field');
  return jobs.map((job, i) => ({
    id: job.id,
    vehicle,
    customerName: `Field ${job.id}`,
    postcode: job.customer[0]?.postcode ?? '',
    work: work[i]!,
  }));
}
