/**
 * Product rule 4.16: no customer message between the quiet hours' start (21:00) and end (08:00), in the
 * gateway's local time, unless the job's window starts before the early-window hour (10:00): such a customer
 * expects the van early. A message written in quiet hours is held until they end, or skipped when it would be
 * stale by then (on the way, arriving).
 */
import { dayjs } from '../time/configured-dayjs';
import { minutesOfDay } from '../time/time-of-day';
import type { MessageKind } from './message-kind';
import { PERISHABLE_KINDS } from './message-kind';

/** The quiet hours (each 'HH:mm', local time). */
export interface QuietHours {
  from: string;
  until: string;
  /** A window starting before this time lets its messages through at any hour. */
  earlyWindowBefore: string;
}

/** The defaults (MESSAGES_QUIET_FROM, MESSAGES_QUIET_UNTIL, MESSAGES_EARLY_WINDOW_BEFORE). */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: '21:00', until: '08:00', earlyWindowBefore: '10:00' };

/** When a message written now goes out. */
export type MessageRelease = { kind: 'now' } | { kind: 'held'; until: Date } | { kind: 'skipped' };

function minutesOf(moment: Date): number {
  const local = dayjs(moment);
  return local.hour() * 60 + local.minute();
}

/** True when the moment falls in the quiet hours (which may run over midnight). */
export function isQuiet(quiet: QuietHours, moment: Date): boolean {
  const from = minutesOfDay(quiet.from);
  const until = minutesOfDay(quiet.until);
  const now = minutesOf(moment);
  if (from === until) return false;
  return from < until ? now >= from && now < until : now >= from || now < until;
}

/** The first moment after `moment` at which the quiet hours end. */
export function quietEndAfter(quiet: QuietHours, moment: Date): Date {
  const until = minutesOfDay(quiet.until);
  const local = dayjs(moment);
  let end = local
    .startOf('day')
    .add(Math.floor(until / 60), 'hour')
    .add(until % 60, 'minute');
  if (!end.isAfter(local)) end = end.add(1, 'day');
  return end.toDate();
}

/** When a message of the kind, written at `now` for a job whose window starts at `windowStart`, goes out. */
export function messageRelease(
  quiet: QuietHours,
  kind: MessageKind,
  now: Date,
  windowStart: Date,
): MessageRelease {
  if (!isQuiet(quiet, now)) return { kind: 'now' };
  if (minutesOf(windowStart) < minutesOfDay(quiet.earlyWindowBefore)) return { kind: 'now' };
  if (PERISHABLE_KINDS.has(kind)) return { kind: 'skipped' };
  return { kind: 'held', until: quietEndAfter(quiet, now) };
}
