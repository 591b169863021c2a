/**
 * A job's stage for its customer (domain/customer/delivery-stage.ts), from the database: the job's outcome
 * from its own row, and, for a job of today not yet done, its van's remaining stops and ETAs from the office
 * board of the job's branch (the board's own queries and travel model; no query of its own).
 */
import { deliveryStage } from '@domain/customer/delivery-stage';
import type { CustomerVan, DeliveryStage } from '@domain/customer/delivery-stage';
import { refusedChange } from '@domain/evidence/evidence-conflicts';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { TodayBoard } from '@domain/office/today-board';
import { todayIso } from '@domain/time/dates';
import type { Database } from '../db/database';
import { listReasonCodes } from '../store/reason-codes';
import { findTrackedJobById } from './tracked-job';
import type { TrackedJob } from './tracked-job';

/** Where a stage is read from: the database, and the branch's board of today (TrackingBoards). */
export interface JobStageSource {
  db: Database;
  board: (branch: string) => Promise<TodayBoard>;
}

/**
 * The van carrying the job on the board, as the stage reads it: the remaining stops of all the driver's vans
 * of the day in driving order (a driver drives them one after another), started once any of them has a
 * position today, an outcome set or a stop arrived at. Null when no van of the board carries the job.
 */
export function customerVanOf(board: TodayBoard, jobId: string): CustomerVan | null {
  const van = board.vans.find((one) => one.stops.some((stop) => stop.job_id === jobId));
  if (!van) return null;
  const drivers = board.vans.filter((one) => one.driver_id === van.driver_id);
  const stops = drivers.flatMap((one) => one.stops);
  const started = drivers.some(
    ({ position, progress }) => position !== null || progress.done + progress.failed + progress.suspended > 0,
  );
  return { started: started || stops.some((stop) => stop.arrived), stops };
}

/** Why the job failed, in the words of its reason codes (top reason first, joined by ", "), or null. */
export async function failedReasonOf(db: Database, job: TrackedJob): Promise<string | null> {
  // A job without a retailer uses the default retailer's codes (product rule 9.12).
  const codes = await listReasonCodes(db, job.retailerId, false);
  const path = refusedChange(job.document, codes).reasonPath;
  return path.length === 0 ? null : path.join(', ');
}

/** The stage of a job already read. */
export async function stageOfTrackedJob(
  source: JobStageSource,
  job: TrackedJob,
  now: Date,
): Promise<DeliveryStage> {
  const open = job.outcomeStatus === JobOutcomeStatus.NotStarted;
  const van =
    open && job.jobDate === todayIso(now) ? customerVanOf(await source.board(job.branch), job.id) : null;
  const failedReason =
    job.outcomeStatus === JobOutcomeStatus.Failed ? await failedReasonOf(source.db, job) : null;
  return deliveryStage(
    {
      id: job.id,
      outcomeStatus: job.outcomeStatus,
      outcomeTime: job.document.job_outcome_time ?? null,
      signedBy: job.document.signed_by ?? null,
      failedReason,
    },
    van,
    now.getTime(),
  );
}

/** The stage of the job with the id now, or null when there is no such job. */
export async function jobStage(
  source: JobStageSource,
  jobId: string,
  now: Date,
): Promise<DeliveryStage | null> {
  const job = await findTrackedJobById(source.db, jobId);
  return job === null ? null : stageOfTrackedJob(source, job, now);
}
