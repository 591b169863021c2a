/**
 * Jobs owing a balance on a fresh gateway (fresh-gateway.ts): deliveries for
 * demo.driver, each on a van of its own (so no other test lists it), with a
 * customer named `Balance {job id}`; sequence numbers from 90 keep them apart
 * from the demo day's (1–15) and the fresh gateway's van (20–59).
 */
import type { Database } from '@server/db/database';
import type { DayPlan } from '@server/seed/demo-plan-types';
import { demoDriver } from '@server/seed/demo-accounts';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import type { ChaosJob } from './chaos-jobs';
import { storeVanDay } from './chaos-jobs';

/** One delivery of a sofa owing `balance` pounds, `offsetDays` from today, on its own van. */
export async function storeBalanceJob(
  db: Database,
  seq: number,
  balance: number,
  offsetDays = 0,
): Promise<ChaosJob> {
  const vehicle = `BAL ${seq}`;
  const plan: DayPlan = {
    offsetDays,
    branch: demoDriver.branch,
    driverid: demoDriver.driverid,
    manifests: [{ vehicle, slot: ['06:00', '20:00'] }],
    jobs: [
      {
        seq,
        manifest: 0,
        customer: 5001,
        jobType: JobType.DeliveryOrItemsToDeliver,
        outcome: JobOutcomeStatus.NotStarted,
        retailer: null,
        balance,
        slot: ['06:00', '20:00'],
        products: [{ item: 'sofa', type: JobType.DeliveryOrItemsToDeliver, qty: 1 }],
        notes: [],
      },
    ],
  };
  const [job] = await storeVanDay(db, plan, vehicle, 'Balance');
  if (!job) throw new Error(`no balance job ${seq}`);
  return { id: job.id, vehicle, customerName: `Balance ${job.id}` };
}
