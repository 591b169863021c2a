/**
 * The job-list benchmark's day: a driver registered through the gateway's own
 * register call, and 500 of today's jobs for them in 25 vans (three of 50), planned
 * into the gateway's store with the demo seed's builder (as the chaos run's
 * vans are, e2e/support/chaos-jobs.ts). Each job has its own customer name, so
 * its card is found on the list; job types, items and customer notes vary as
 * on a real day.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Database } from '@server/db/database';
import { buildDemoDay } from '@server/seed/build-demo-day';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { DEMO_COMPANY, DRIVER_USER_TYPE } from '@server/seed/demo-accounts';
import type { DayPlan, JobPlan, ProductPlan } from '@server/seed/demo-plan-types';
import { insertJobIfMissing, insertManifestIfMissing } from '@server/store/jobs';
import { JobOutcomeStatus, JobType, NoteType } from '@domain/job/enums';
import { todayIso } from '@domain/time/dates';
import { registerAtGateway } from '../support/gateway';

/**
 * Jobs on each of the day's 25 vans, 500 in all: the first three (the vans the benchmark opens) carry 50 jobs
 * each, as the big vans measured in the field did; the other 22 share the remaining 350.
 */
export const VAN_SIZES: readonly number[] = [50, 50, 50, ...Array<number>(20).fill(16), 15, 15];
/** Vans on the day. */
export const VANS = VAN_SIZES.length;

/** The benchmark's driver (a branch of its own). */
export const benchDriver: DemoAccount = {
  username: 'bench.driver',
  password: 'Bench-Day-500',
  driverid: 'B500',
  branch: '7',
  userType: DRIVER_USER_TYPE,
  firstName: 'Bea',
  lastName: 'Bench',
  companyName: DEMO_COMPANY,
};

/** A job of the day as the driver finds it. */
export interface BenchJob {
  id: string;
  vehicle: string;
  customerName: string;
  jobType: JobType;
}

const FIRST_SEQ = 100;
const ITEMS: ProductPlan[][] = [
  [{ item: 'sofa', type: JobType.DeliveryOrItemsToDeliver, qty: 1 }],
  [
    { item: 'wardrobe', type: JobType.DeliveryOrItemsToDeliver, qty: 1 },
    { item: 'bookcase', type: JobType.DeliveryOrItemsToDeliver, qty: 2 },
  ],
  [
    { item: 'recliner', type: JobType.DeliveryOrItemsToDeliver, qty: 1 },
    { item: 'mattress', type: JobType.Collection, qty: 1 },
  ],
  [{ item: 'sideboard', type: JobType.Collection, qty: 1 }],
];
const TYPES = [
  JobType.DeliveryOrItemsToDeliver,
  JobType.DeliveryOrItemsToDeliver,
  JobType.DeliveryAndCollection,
  JobType.Collection,
];

function jobsBefore(van: number): number {
  return VAN_SIZES.slice(0, van).reduce((sum, size) => sum + size, 0);
}

function slot(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function jobPlan(van: number, index: number, seq: number): JobPlan {
  const start = 6 * 60 + van + index * 15;
  const kind = (van + index) % 4;
  return {
    seq,
    manifest: van,
    customer: 5001 + (seq % 15),
    jobType: TYPES[kind]!,
    outcome: JobOutcomeStatus.NotStarted,
    retailer: index % 5 === 0 ? null : 'DSH',
    slot: [slot(start), slot(start + 30)],
    products: ITEMS[kind]!,
    notes:
      index % 2 === 0
        ? [{ type: NoteType.JobNote, text: 'Ring ahead; parking at the rear.', daysBefore: 1, time: '16:30' }]
        : [],
  };
}

/** The day's plan: 25 vans, 500 jobs (VAN_SIZES). */
function benchDayPlan(): DayPlan {
  return {
    offsetDays: 0,
    branch: benchDriver.branch,
    driverid: benchDriver.driverid,
    manifests: Array.from({ length: VANS }, (_, van) => ({
      vehicle: `BV${String(van + 1).padStart(2, '0')}`,
      slot: [slot(6 * 60 + van), '21:00'],
    })),
    jobs: VAN_SIZES.flatMap((size, van) =>
      Array.from({ length: size }, (_, index) => jobPlan(van, index, FIRST_SEQ + jobsBefore(van) + index)),
    ),
  };
}

/** The van's deliveries (no collection part: Complete leads straight to the signature and its delivered photos). */
export function deliveryOnly(jobs: readonly BenchJob[]): BenchJob[] {
  return jobs.filter((job) => job.jobType === JobType.DeliveryOrItemsToDeliver);
}

/** Registers the driver at the gateway and stores the day's jobs; answers the jobs by van, in list order. */
export async function planBigDay(request: APIRequestContext, db: Database): Promise<BenchJob[][]> {
  await registerAtGateway(request, benchDriver);
  const now = new Date();
  const day = buildDemoDay(benchDayPlan(), todayIso(now));
  const jobs = day.jobs.map((job) => ({
    ...job,
    customer: job.customer.map((customer) => ({ ...customer, name: `Bench ${job.id.slice(-3)}` })),
  }));
  const placement = { branch: day.branch, driverid: day.driverid, date: day.date };
  await db.transaction(async (tx) => {
    for (const manifest of day.manifests) await insertManifestIfMissing(tx, manifest, placement);
    for (const job of jobs) await insertJobIfMissing(tx, job, placement, now);
  });
  return day.manifests.map((manifest) =>
    jobs
      .filter((job) => job.manifest_id === manifest.id)
      .map((job) => ({
        id: job.id,
        vehicle: manifest.vehicle_id,
        customerName: `Bench ${job.id.slice(-3)}`,
        jobType: job.job_type,
      })),
  );
}
