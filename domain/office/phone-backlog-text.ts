/**
 * What the office reads about work still on a driver's phone, from the last heartbeat: "3 changes and
 * 5 photos waiting on the phone for 47 min". The wait grows from the heartbeat's arrival, so a phone that
 * went quiet shows its backlog getting older.
 */
import type { PhoneBacklog } from './today-board';

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "47 min", "2 h 5 min", "under 1 min". */
export function waitText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Whole seconds from an ISO instant to `now` (ms); null when the instant cannot be read. */
export function secondsSince(instant: string, now: number): number | null {
  const at = Date.parse(instant);
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((now - at) / 1000));
}

/** The backlog in words at `now` (ms since the epoch); "Nothing waiting on the phone" when empty. */
export function phoneBacklogText(backlog: PhoneBacklog, now: number): string {
  const parts = [
    ...(backlog.changes > 0 ? [counted(backlog.changes, 'change', 'changes')] : []),
    ...(backlog.photos > 0 ? [counted(backlog.photos, 'photo', 'photos')] : []),
  ];
  if (parts.length === 0) return 'Nothing waiting on the phone';
  const since = secondsSince(backlog.reported_at, now) ?? 0;
  return `${parts.join(' and ')} waiting on the phone for ${waitText(backlog.oldest_seconds + since)}`;
}
