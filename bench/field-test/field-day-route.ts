/**
 * The driver's route through the day: before each job the phone takes the network the schedule puts
 * it on; the driver opens the job, the GPS drives to the customer's door, then the risk assessment and
 * the work. What was done is pushed to `log` as it happens, so a day that breaks still reports it.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Database } from '@server/db/database';
import { findGeocode } from '@server/store/geocodes';
import type { FieldJob } from './field-day-jobs';
import type { NetworkName } from './field-profiles';
import type { FieldRecorder } from './field-recorder';
import type { WorkedJobRecord } from './field-results';
import { assessRisk, doWork, openFromList, type DriverPhotos } from './field-work';
import { DEPOT, driveLeg, routeLeg } from './gps-route';
import type { Arrival } from './heartbeat-log';
import { emulateNetwork } from './network-emulation';
import { networkForJob, type NetworkStretch } from './network-schedule';

/** GPS fixes per leg and the time between them. */
const LEG_FIXES = 6;
const FIX_MS = 700;

/** The phone, the gateway's database and the day's plan. */
export interface DayRoute {
  page: Page;
  context: BrowserContext;
  session: CDPSession;
  recorder: FieldRecorder;
  db: Database;
  jobs: readonly FieldJob[];
  schedule: readonly NetworkStretch[];
  photos: DriverPhotos;
}

/** Works every job of the day in route order. */
export async function workTheDay(
  route: DayRoute,
  log: { worked: WorkedJobRecord[]; arrivals: Arrival[] },
): Promise<void> {
  const { page, context, session, recorder } = route;
  let network: NetworkName | null = null;
  let position = DEPOT;
  for (const [i, job] of route.jobs.entries()) {
    const next = networkForJob(route.schedule, i);
    if (next !== network) {
      await emulateNetwork(page, session, next);
      recorder.networkChanged(next);
      network = next;
    }
    const openedAt = Date.now();
    await openFromList(page, job);
    const customer = await findGeocode(route.db, job.postcode);
    if (!customer) throw new Error(`the gateway cannot geocode ${job.postcode}`);
    const leg = routeLeg(position, customer, LEG_FIXES);
    const { arrivedAt } = await driveLeg(context, leg, customer, FIX_MS);
    log.arrivals.push({ jobId: job.id, arrivedAt, online: network !== 'offline' });
    position = leg.at(-1) ?? position;
    const riskAssessmentMs = await assessRisk(page, job);
    const { notice, noticeMs } = await doWork(page, job, route.photos);
    const { work } = job;
    log.worked.push({
      jobId: job.id,
      work,
      network,
      openedAt,
      riskAssessmentMs,
      savedAt: Date.now(),
      noticeMs,
      notice,
    });
  }
}
