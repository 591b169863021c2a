/**
 * A big day for the gateway bench: `count` not-started copies of a demo driver's first not-started job of
 * today, with fresh ids, on one extra manifest of that driver's day. Written straight into the store in
 * one INSERT … SELECT over generate_series, so tens of thousands of jobs take seconds, not minutes. Every
 * copy is an ordinary job of the driver's day: the gateway's write rule, scope and revision checks apply
 * to it as to any other.
 */
import type { Job } from '@domain/job/job';
import { JobOutcomeStatus } from '@domain/job/enums';
import { addDays, todayIso } from '@domain/time/dates';
import type { Database } from '@server/db/database';
import { buildDemoDay } from '@server/seed/build-demo-day';
import type { DayPlan } from '@server/seed/demo-plan-types';
import { insertManifestIfMissing } from '@server/store/jobs';

/** Which jobs a big day holds: ids `${prefix}000001` … `${prefix}${count}`. */
export interface BigDay {
  prefix: string;
  count: number;
  /** The job the copies were made from (its products, customer and shape). */
  template: Job;
}

/**
 * Noon of the day `daysAgo` days before today, in the gateway's time zone: the moment a big day of that
 * day is planned at (0: today's). A big day of yesterday holds work saved offline yesterday and sent today.
 */
export function bigDayMoment(daysAgo: number, now: Date = new Date()): Date {
  return new Date(`${addDays(todayIso(now), -daysAgo)}T12:00:00`);
}

/** The id of the n-th job (1-based) of a big day. */
export function bigDayJobId(day: Pick<BigDay, 'prefix'>, n: number): string {
  return `${day.prefix}${String(n).padStart(6, '0')}`;
}

/** The big day of a plan's driver today (ids only: nothing is written). */
export function bigDayOf(plan: DayPlan, count: number, now: Date = new Date()): BigDay {
  const day = buildDemoDay(plan, todayIso(now));
  const template = day.jobs.find((job) => job.job_outcome_status === JobOutcomeStatus.NotStarted);
  if (!template) throw new Error(`the demo plan of ${plan.driverid} has no not-started job today`);
  return { prefix: `DS-${day.date.replaceAll('-', '')}${plan.branch}B`, count, template };
}

/** Writes the big day of the plan's driver (jobs that already exist are left alone). */
export async function planBigDay(db: Database, plan: DayPlan, big: BigDay, now: Date): Promise<void> {
  const date = todayIso(now);
  const manifest = {
    id: `MAN-${date.replaceAll('-', '')}-${plan.branch}B`,
    vehicle_id: 'VB24 NCH',
    start_time: `${date}T06:00:00`,
    end_time: `${date}T22:00:00`,
  };
  const placement = { branch: plan.branch, driverid: plan.driverid, date };
  await db.transaction(async (tx) => {
    await insertManifestIfMissing(tx, manifest, placement);
    const retailer = big.template.delivery_job.retailer_id;
    await tx.query(
      `INSERT INTO jobs (id, job_number, manifest_id, branch, driver_id, job_date, retailer_id,
                         job_outcome_status, document, updated_at)
       SELECT j.id, substr(j.id, strpos(j.id, '-') + 1), $2::text, $3::text, $4::text, $5::text, $6::text,
              $7::integer, jsonb_set(jsonb_set($8::jsonb, '{id}', to_jsonb(j.id)), '{manifest_id}',
                                     to_jsonb($2::text)), $9
       FROM (SELECT $1::text || lpad(n::text, 6, '0') AS id FROM generate_series(1, $10::integer) AS n) j
       ON CONFLICT DO NOTHING`,
      [
        big.prefix,
        manifest.id,
        plan.branch,
        plan.driverid,
        date,
        retailer === null || retailer === undefined ? null : String(retailer),
        JobOutcomeStatus.NotStarted,
        JSON.stringify({ ...big.template, revision: 1, manifest_id: manifest.id }),
        now,
        big.count,
      ],
    );
  });
}
