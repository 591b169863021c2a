/**
 * An admin completing an earlier day's job (product rules 2.7 and 6.1): the driver's
 * arrival and departure times are entered as 'HH:mm' on a 24-hour clock, and
 * the job becomes Job Complete with those times on the job's own day.
 */
import { formatTimeOfDay, formatTimestamp, isoDayOf } from '../time/dates';
import type { DateInput } from '../time/dates';
import { JobOutcomeStatus } from '../job/enums';
import type { Job } from '../job/job';
import { messages } from '../app/messages';
import { minutesOfDay, parseTimeOfDay } from '../time/time-of-day';
import { withAdminItemQuantities } from './admin-item-quantities';
import type { AdminItemQuantities } from './admin-item-quantities';

/** The times an admin enters, each 'HH:mm', and (optionally) how many of each item went: all when absent. */
export interface AdminCompletionTimes {
  arrivedTime: string;
  departureTime: string;
  quantities?: AdminItemQuantities;
}

/** The form's times; null for a field left empty (or cleared after invalid text). */
export interface AdminCompletionDraft {
  arrivedTime: string | null;
  departureTime: string | null;
}

/**
 * Why the times cannot complete the job, or null when they can: both must be
 * 24-hour times, and the departure may not be before the arrival.
 */
export function adminCompletionMessage(draft: AdminCompletionDraft): string | null {
  const arrived = draft.arrivedTime === null ? null : parseTimeOfDay(draft.arrivedTime);
  const departed = draft.departureTime === null ? null : parseTimeOfDay(draft.departureTime);
  if (arrived === null || departed === null) return messages.adminTimesRequired;
  return minutesOfDay(departed) < minutesOfDay(arrived) ? messages.departureBeforeArrival : null;
}

/** The ISO day the job belongs to (the day of its start_time). */
export function jobDayOf(job: Pick<Job, 'start_time'>): string | null {
  return isoDayOf(job.start_time);
}

/** 'YYYY-MM-DDTHH:mm:ss' of an 'HH:mm' time on an ISO day. */
function onDay(day: string, time: string): string {
  return `${day}T${time}:00`;
}

/** The first readable 'HH:mm' among the job's timestamps, or null. */
function firstTime(...timestamps: (string | null | undefined)[]): string | null {
  for (const ts of timestamps) {
    if (ts === null || ts === undefined || ts.trim() === '') continue;
    const time = formatTimeOfDay(ts);
    if (time !== '') return time;
  }
  return null;
}

/**
 * What the form starts with: the times the job already records, else its
 * booked slot (start_time, end_time).
 */
export function adminCompletionDefaults(job: Job): AdminCompletionDraft {
  return {
    arrivedTime: firstTime(job.arrived_time, job.arrival_time, job.start_time),
    departureTime: firstTime(job.departure_time, job.end_time),
  };
}

/**
 * Job Complete with job_outcome_time now, and arrived_time / departure_time
 * ('YYYY-MM-DDTHH:mm:ss') on the job's own day, each item's delivered_quantity
 * the admin's count (all of it by default, admin-item-quantities.ts); the job
 * counts as arrived at its drop and is marked changed. Never mutates the job. Throws a RangeError
 * with the adminCompletionMessage text when the times cannot complete it.
 */
export function applyAdminCompletion(job: Job, times: AdminCompletionTimes, now: DateInput): Job {
  const problem = adminCompletionMessage(times);
  if (problem !== null) throw new RangeError(problem);
  const day = jobDayOf(job) ?? isoDayOf(now);
  if (day === null) throw new RangeError(`No day for job ${job.id}`);
  const arrived = parseTimeOfDay(times.arrivedTime) ?? times.arrivedTime;
  const departed = parseTimeOfDay(times.departureTime) ?? times.departureTime;
  return {
    ...withAdminItemQuantities(job, times.quantities),
    job_outcome_status: JobOutcomeStatus.JobComplete,
    job_outcome_time: formatTimestamp(now),
    arrived_at_drop: true,
    arrived_time: onDay(day, arrived),
    departure_time: onDay(day, departed),
    changed: true,
  };
}
