/**
 * The record's visit: when the driver arrived and left, as the job holds them
 * (arrived_time, departure_time), and who set each: the first accepted update
 * that carried the time the job holds now (the driver's phone at arrival or at
 * the outcome, or an admin's form). A time nobody's update carried (planned by
 * the office) shows with nobody.
 */
import type { Job } from '../job/job';
import type { RecordActor, RecordEvent } from './evidence-record';
import { fieldOf } from './record-evidence';
import type { RecordUpdateInput } from './evidence-inputs';

type TimeField = 'arrived_time' | 'departure_time';

function timeOf(job: Job, field: TimeField): string | null {
  const value = job[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The first update that carried the time, or null. */
function setterOf(updates: readonly RecordUpdateInput[], field: TimeField, time: string | null) {
  if (time === null) return null;
  return updates.find((update) => fieldOf(update.payload, field) === time) ?? null;
}

/** The visit event, or null when the job holds neither an arrival nor a departure. */
export function visitEvent(job: Job, updates: readonly RecordUpdateInput[]): RecordEvent | null {
  const arrivedAt = timeOf(job, 'arrived_time');
  const departedAt = timeOf(job, 'departure_time');
  if (arrivedAt === null && departedAt === null) return null;
  const arrival = setterOf(updates, 'arrived_time', arrivedAt);
  const departure = setterOf(updates, 'departure_time', departedAt);
  const by = (update: RecordUpdateInput | null): RecordActor | null => update?.by ?? null;
  return {
    kind: 'visit',
    at: arrivedAt ?? departedAt ?? '',
    receivedAt: arrival?.receivedAt ?? departure?.receivedAt ?? null,
    arrivedAt,
    arrivalBy: by(arrival),
    departedAt,
    departureBy: by(departure),
  };
}
