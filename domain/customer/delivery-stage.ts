/**
 * Product rule 2.23: where a customer's job is, as the customer is told it (the tracking page and the
 * customer's messages read the same stage): booked, on the way with the stops before it and an expected
 * window, arriving, delivered, not delivered, or held up. Worked out from what the gateway knows: the job's
 * outcome, the van's remaining stops in driving order with their ETAs (the office board's BoardStop), whether
 * the van has started its day, and now.
 *
 * A suspended job is not "not delivered": the driver takes a suspended job up again later (a customer delay,
 * lunch, the wrong equipment), so the customer is told it is held up and the page carries on once the job is
 * back on the van's list.
 */
import { JobOutcomeStatus } from '../job/enums';
import type { BoardStop } from '../office/today-board';
import { formatTimeOfDay, formatTimestamp, timestampMs } from '../time/dates';

/**
 * Product rule 9.13: the driver is arriving when the job is the next stop and the ETA is under this many
 * minutes, or the 100 m arrival rule of product rule 9.1 fired for it or for the stop just before it.
 */
export const ARRIVING_WITHIN_MINUTES = 15;
/** Half the width of an expected window: a 30-minute window around an ETA from a fresh position. */
export const ETA_WINDOW_HALF_MINUTES = 15;
/** Half the width of an expected window when the ETA is a guess (no position, or a stale one): an hour. */
export const GUESS_WINDOW_HALF_MINUTES = 30;
/** ETAs and windows are told to the nearest this many minutes: a customer plans by the quarter hour, not the minute. */
export const WINDOW_STEP_MINUTES = 5;

const MS_PER_MINUTE = 60_000;

/** What the gateway knows of the job itself. */
export interface CustomerJob {
  id: string;
  outcomeStatus: JobOutcomeStatus;
  /** When the outcome was set (local 'YYYY-MM-DDTHH:mm:ss'), or null when unknown. */
  outcomeTime: string | null;
  /** The customer's printed name taken at the signature, or null. */
  signedBy: string | null;
  /** Why the job failed, in words (the reason code's text), or null when no reason was recorded. */
  failedReason: string | null;
}

/** A stop of the van as the stage reads it. */
export type VanStop = Pick<BoardStop, 'job_id' | 'eta' | 'eta_is_guess' | 'arrived'>;

/** The van the job is on: its remaining stops in driving order (the first is the next drop). */
export interface CustomerVan {
  /** True once the van's day has begun: a position came today, or a job of it was done, failed or suspended. */
  started: boolean;
  stops: readonly VanStop[];
}

/** The stage of the job, for the customer. Times are local 'YYYY-MM-DDTHH:mm:ss' unless named hh:mm. */
export type DeliveryStage =
  | { kind: 'scheduled' }
  | {
      kind: 'on-the-way';
      /** Stops the driver makes before this one. */
      stopsBefore: number;
      /** The expected window, or null when nothing places the stop (its postcode was not found). */
      window: { from: string; to: string } | null;
      etaIsGuess: boolean;
    }
  | {
      kind: 'arriving';
      /** Whole minutes until the ETA, rounded up; 0 when the driver is there (or the ETA has passed). */
      minutesAway: number;
    }
  | {
      kind: 'delivered';
      /** 'HH:mm', or null when the outcome's time is unknown. */
      at: string | null;
      /** The printed name as signed, or null when nobody signed. */
      signedBy: string | null;
    }
  | { kind: 'not-delivered'; reason: string | null }
  | { kind: 'held-up' };

export type DeliveryStageKind = DeliveryStage['kind'];

function nonBlank(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function roundToStep(ms: number): number {
  const step = WINDOW_STEP_MINUTES * MS_PER_MINUTE;
  return Math.round(ms / step) * step;
}

function ceilToStep(ms: number): number {
  const step = WINDOW_STEP_MINUTES * MS_PER_MINUTE;
  return Math.ceil(ms / step) * step;
}

/**
 * The expected window of an ETA: the ETA to the nearest 5 minutes, ± 15 minutes (± 30 for a guess). A window
 * that would start before now starts at now (to the next 5 minutes), and keeps its full width from there, so
 * a late van never promises a time already gone.
 */
export function expectedWindow(
  etaMs: number,
  etaIsGuess: boolean,
  now: number,
): { from: number; to: number } {
  const half = (etaIsGuess ? GUESS_WINDOW_HALF_MINUTES : ETA_WINDOW_HALF_MINUTES) * MS_PER_MINUTE;
  const centre = roundToStep(etaMs);
  const from = Math.max(centre - half, ceilToStep(now));
  return { from, to: Math.max(centre + half, from + 2 * half) };
}

/**
 * The job's stage now. `van` is the van the job is on today, or null when it is on none today (another day's
 * job, or a job no van carries): such a job is booked until an outcome says otherwise.
 */
export function deliveryStage(job: CustomerJob, van: CustomerVan | null, now: number): DeliveryStage {
  switch (job.outcomeStatus) {
    case JobOutcomeStatus.JobComplete:
    case JobOutcomeStatus.NoFixRequired: {
      const at = job.outcomeTime === null ? '' : formatTimeOfDay(job.outcomeTime);
      return { kind: 'delivered', at: at === '' ? null : at, signedBy: nonBlank(job.signedBy) };
    }
    case JobOutcomeStatus.Failed:
      return { kind: 'not-delivered', reason: nonBlank(job.failedReason) };
    case JobOutcomeStatus.Suspended:
      return { kind: 'held-up' };
    default:
      break;
  }
  if (van === null || !van.started) return { kind: 'scheduled' };
  const index = van.stops.findIndex((stop) => stop.job_id === job.id);
  const stop = van.stops[index];
  if (stop === undefined) return { kind: 'scheduled' };
  // The arrival rule fired: the driver is at the door, whatever order the list planned.
  if (stop.arrived) return { kind: 'arriving', minutesAway: 0 };
  const etaMs = stop.eta === null ? null : timestampMs(stop.eta);
  if (etaMs !== null) {
    const minutesAway = Math.max(0, Math.ceil((etaMs - now) / MS_PER_MINUTE));
    // The arrival rule fired at the stop just before this one: the driver comes here next.
    if (index === 1 && van.stops[0]?.arrived === true)
      return { kind: 'arriving', minutesAway: Math.max(1, minutesAway) };
    // A guessed ETA starts from now at the last place known, so it would call every next stop "arriving":
    // only an ETA from a fresh position does.
    if (index === 0 && !stop.eta_is_guess && etaMs - now < ARRIVING_WITHIN_MINUTES * MS_PER_MINUTE)
      return { kind: 'arriving', minutesAway };
  }
  const window = etaMs === null ? null : expectedWindow(etaMs, stop.eta_is_guess, now);
  return {
    kind: 'on-the-way',
    stopsBefore: index,
    window: window === null ? null : { from: formatTimestamp(window.from), to: formatTimestamp(window.to) },
    etaIsGuess: stop.eta_is_guess,
  };
}
