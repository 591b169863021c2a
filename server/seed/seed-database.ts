/**
 * Seeds the demo data at every start and on each new day (demo-day-seeder.ts),
 * relative to today: inserts what is missing and never duplicates or
 * overwrites (drivers' updates survive restarts). A configured demo password
 * replaces the stored one.
 */
import { todayIso } from '@domain/time/dates';
import type { Job } from '@domain/job/job';
import { retailerIdOf } from '@domain/job/retailer';
import { readingForRetailer } from '@domain/job/job-type-reading';
import type { JobTypeReadingSetting } from '@domain/job/job-type-reading';
import { DEFAULT_JOB_TYPE_READING_SETTING } from '../jobs/job-type-reading-setting';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import type { Database } from '../db/database';
import { insertGeocodeIfMissing } from '../store/geocodes';
import { insertJobIfMissing, insertManifestIfMissing } from '../store/jobs';
import { insertReasonCodeIfMissing } from '../store/reason-codes';
import { findUser, insertUser, setPasswordHash } from '../store/users';
import type { UserRecord } from '../store/users';
import { buildDemoDay } from './build-demo-day';
import { demoAccounts } from './demo-accounts';
import type { DemoPasswords } from './demo-accounts';
import { demoGeocodes } from './demo-customers';
import { driver2TodayPlan, earlierPlans } from './demo-plan-others';
import { todayPlan } from './demo-plan-today';
import { demoReasonCodes } from './demo-reason-codes';

const SEED_LOCK_ID = 7_220_002;

/** Seed settings. */
export interface SeedOptions {
  now: Date;
  /** Password overrides by demo username. */
  passwords?: DemoPasswords;
  /** The deployment's reading of job types 1 and 3, stamped on each job as it is planned. */
  readings?: JobTypeReadingSetting;
}

async function seedAccounts(tx: Database, options: SeedOptions): Promise<void> {
  const existing: (UserRecord | null)[] = [];
  for (const account of demoAccounts) existing.push(await findUser(tx, account.username));
  // Hash in parallel (scrypt runs on the libuv thread pool), then write in order.
  const hashes = await Promise.all(
    demoAccounts.map(async (account, i) => {
      const override = options.passwords?.[account.username];
      const stored = existing[i];
      if (!stored) return hashPassword(override ?? account.password);
      if (override !== undefined && !(await verifyPassword(override, stored.passwordHash)))
        return hashPassword(override);
      return null;
    }),
  );
  for (const [i, account] of demoAccounts.entries()) {
    const passwordHash = hashes[i];
    if (!passwordHash) continue;
    if (existing[i]) await setPasswordHash(tx, account.username, passwordHash);
    else await insertUser(tx, { ...account, passwordHash }, options.now);
  }
}

/** The job as planned under the reading its retailer has in the setting. */
function plannedUnder(job: Job, readings: JobTypeReadingSetting): Job {
  return { ...job, job_type_reading: readingForRetailer(readings, retailerIdOf(job)) };
}

async function seedJobs(tx: Database, now: Date, readings: JobTypeReadingSetting): Promise<void> {
  const today = todayIso(now);
  for (const plan of [todayPlan, ...earlierPlans, driver2TodayPlan]) {
    const day = buildDemoDay(plan, today);
    const placement = { branch: day.branch, driverid: day.driverid, date: day.date };
    for (const manifest of day.manifests) await insertManifestIfMissing(tx, manifest, placement);
    for (const job of day.jobs) await insertJobIfMissing(tx, plannedUnder(job, readings), placement, now);
  }
}

/** Inserts the missing demo accounts, reason codes, postcodes, manifests and jobs. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    await seedAccounts(tx, options);
    for (const [i, code] of demoReasonCodes.entries()) await insertReasonCodeIfMissing(tx, code, i);
    for (const geocode of demoGeocodes()) await insertGeocodeIfMissing(tx, geocode);
    await seedJobs(tx, options.now, options.readings ?? DEFAULT_JOB_TYPE_READING_SETTING);
  });
}
