/**
 * The field day's jobs are seeded for the day it starts, and the gateway refuses a driver's change to a job
 * when the change is saved after the job's day (server/jobs/job-write-access.ts). A field day that runs past
 * midnight, on the phone's clock or the gateway's, cannot empty its outbox: its figures would be the refusals',
 * not the app's. So the runner starts a day only when it can end before midnight.
 */
import { DRIVERS_TIME_ZONE, minutesToMidnight } from '@e2e/support/midnight';

/** Minutes a field day of this many jobs may take at worst: 50 jobs took 18–20 at load 6–13. */
function fieldDayBudgetMinutes(jobs: number): number {
  return 10 + jobs;
}

/**
 * Why a field day of this many jobs may not start now, or null when it may: the earlier of the phone's and the
 * gateway's midnight must be further off than the day's budget.
 */
export function midnightRefusal(now: Date, jobs: number, gatewayTimeZone: string): string | null {
  const left = Math.min(minutesToMidnight(now, DRIVERS_TIME_ZONE), minutesToMidnight(now, gatewayTimeZone));
  const needed = fieldDayBudgetMinutes(jobs);
  if (left > needed) return null;
  return (
    `field test: a day of ${jobs} jobs may take ${needed} minutes, and midnight is ${left} minutes away: ` +
    "its changes saved after midnight would be refused as another day's. Start it after midnight."
  );
}
