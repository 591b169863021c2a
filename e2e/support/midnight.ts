/**
 * How far off midnight is on a time zone's own clock. A driver's change is refused once its job's day has
 * passed on the phone (domain/job/job-day.ts) and, unless saved on that day, at the gateway
 * (server/jobs/job-write-access.ts), so a test or a field day that crosses midnight measures the refusal,
 * not the app. Read from the wall clock: London's clocks change at 01:00 and 02:00, never near midnight.
 */

/** The phone's and the gateway's time zone in e2e tests and field days: the app's customers' own. */
export const DRIVERS_TIME_ZONE = 'Europe/London';

const MS_A_DAY = 24 * 60 * 60_000;

/** Milliseconds from `now` to the next midnight on the time zone's wall clock (a whole day at midnight). */
export function msToMidnight(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? NaN);
  const sinceMidnight =
    ((field('hour') * 60 + field('minute')) * 60 + field('second')) * 1000 + now.getUTCMilliseconds();
  return MS_A_DAY - sinceMidnight;
}

/** Minutes from `now` to the next midnight on the time zone's wall clock, a part minute counted whole. */
export function minutesToMidnight(now: Date, timeZone: string): number {
  return Math.ceil(msToMidnight(now, timeZone) / 60_000);
}

/** Waits until midnight has passed when it is nearer than `takesMs`; answers at once otherwise. */
export async function waitClearOfMidnight(takesMs: number): Promise<void> {
  const left = msToMidnight(new Date(), DRIVERS_TIME_ZONE);
  if (left > takesMs) return;
  // A second past midnight, so the gateway's clock, read a moment later, agrees it is the new day.
  await new Promise((resolve) => setTimeout(resolve, left + 1000));
}
