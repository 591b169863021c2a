/** Product rule 5.9: times of day on a 24-hour clock, written 'HH:mm', as the admin's time steppers enter them. */

/** Minutes in a day; a time of day is 0 … MINUTES_PER_DAY - 1 minutes after midnight. */
export const MINUTES_PER_DAY = 24 * 60;

/** The first and last minute a time stepper allows by default. */
export const DAY_START = '00:00';
export const DAY_END = '23:59';

const TIME_PATTERN = /^(\d{1,2}):(\d{2})$/;

/**
 * Typed time text as 'HH:mm', or null when it is not a 24-hour time
 * ('7:05' → '07:05'; '24:00', '12:60', '7pm' and '' → null).
 */
export function parseTimeOfDay(text: string): string | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return timeFromMinutes(hours * 60 + minutes);
}

/** Minutes after midnight of an 'HH:mm' time; throws a RangeError on anything else. */
export function minutesOfDay(time: string): number {
  const parsed = parseTimeOfDay(time);
  if (parsed === null) throw new RangeError(`Not a 24-hour time (HH:mm): ${time}`);
  return Number(parsed.slice(0, 2)) * 60 + Number(parsed.slice(3));
}

/** 'HH:mm' of minutes after midnight, clamped to the day (0 → '00:00', 1439 and beyond → '23:59'). */
export function timeFromMinutes(minutes: number): string {
  const clamped = Math.min(MINUTES_PER_DAY - 1, Math.max(0, Math.trunc(minutes)));
  const hours = Math.floor(clamped / 60);
  return `${String(hours).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/**
 * The time delta minutes later (earlier when negative), kept within min … max
 * (both 'HH:mm'). A step of under an hour from a time off its grid lands on
 * the grid first (08:03 + 5 → 08:05, 08:03 − 5 → 08:00); an hour keeps the
 * minutes (08:15 + 60 → 09:15).
 */
export function stepTimeOfDay(time: string, delta: number, min = DAY_START, max = DAY_END): string {
  const current = minutesOfDay(time);
  const size = Math.abs(delta);
  let next = current + delta;
  if (size > 1 && size < 60 && current % size !== 0) {
    next = delta > 0 ? Math.ceil(current / size) * size : Math.floor(current / size) * size;
  }
  return timeFromMinutes(Math.min(minutesOfDay(max), Math.max(minutesOfDay(min), next)));
}
