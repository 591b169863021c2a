/**
 * The driver's visit on the job (product rules 2.5 and 3.1): arrival is recorded once, the
 * first time the driver is at the customer (arrived_at_drop and arrived_time;
 * a later arrival never moves it), and departure (departure_time) each time
 * an outcome is saved, so it says when the driver last left. The card shows
 * the visit once it is known, else the planned start and end. Pure.
 */
import { formatTimeOfDay, formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';
import type { Job } from './job';

type VisitFields = Pick<Job, 'arrived_at_drop' | 'arrived_time' | 'arrival_time' | 'departure_time'>;

/** True once an arrival is recorded on the job (by the driver's phone or an admin). */
export function hasArrived(job: Pick<Job, 'arrived_at_drop' | 'arrived_time'>): boolean {
  return job.arrived_at_drop === true || (typeof job.arrived_time === 'string' && job.arrived_time !== '');
}

/** The job arrived at now; null when an arrival is already recorded (the first arrival wins). */
export function withArrival(job: Job, now: DateInput): Job | null {
  if (hasArrived(job)) return null;
  return { ...job, arrived_at_drop: true, arrived_time: formatTimestamp(now) };
}

/** The job left at now: the moment an outcome (complete, fail, suspend) is saved. */
export function withDeparture(job: Job, now: DateInput): Job {
  return { ...job, departure_time: formatTimestamp(now) };
}

/** When the driver arrived: the recorded arrival, else the planned arrival the office sent; null when unknown. */
export function arrivedAt(job: VisitFields): string | null {
  const text = job.arrived_time ?? job.arrival_time ?? null;
  return text === null || text.trim() === '' ? null : text;
}

/**
 * The card's times: arrival – departure once both are known, "Arrived hh:mm"
 * between them, else the planned start – end (24-hour, en-GB).
 */
export function visitTimeRange(job: VisitFields & Pick<Job, 'start_time' | 'end_time'>): string {
  const arrived = arrivedAt(job);
  const left = job.departure_time ?? null;
  if (arrived !== null && left !== null && left !== '')
    return `${formatTimeOfDay(arrived)} – ${formatTimeOfDay(left)}`;
  if (arrived !== null) return `Arrived ${formatTimeOfDay(arrived)}`;
  return `${formatTimeOfDay(job.start_time)} – ${formatTimeOfDay(job.end_time)}`;
}
