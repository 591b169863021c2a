/**
 * en-GB times of the evidence record, all in Europe/London: `at` is already
 * the phone's London wall-clock time (YYYY-MM-DDTHH:mm:ss) and is shown as
 * written; `receivedAt` is an instant, shown converted to London time.
 */
const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const london = new Intl.DateTimeFormat('en-GB', { ...OPTIONS, timeZone: 'Europe/London' });
const asWritten = new Intl.DateTimeFormat('en-GB', { ...OPTIONS, timeZone: 'UTC' });

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** A captured-at time (phone's London wall clock) in en-GB; the text itself when it is not one. */
export function formatCapturedAt(at: string): string {
  const parts = LOCAL_TIME.exec(at);
  if (parts === null) return at;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  return asWritten.format(new Date(Date.UTC(year, month - 1, day, hour, minute, second)));
}

/** A received-at instant in en-GB, Europe/London; the text itself when it is not a time. */
export function formatReceivedAt(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : london.format(new Date(time));
}
