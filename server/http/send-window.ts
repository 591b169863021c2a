/**
 * The send window at the gateway (domain/sync/sync-window.ts): a change
 * may carry the moment it was saved on the phone (Doorstep-Saved-At, an ISO
 * 8601 instant); a new change saved longer ago than the window is refused with
 * 422 SAVED_TOO_LONG_AGO and applies nothing. Without the header (older
 * clients) a change is accepted.
 */
import { formatDayEnGb, isValidIsoDate } from '@domain/time/dates';
import { SAVED_AT_HEADER, SEND_WINDOW_DAYS, refusalCodes, withinSendWindow } from '@domain/sync/sync-window';
import { ApiError, badRequest } from './api-error';

/** Day, time (seconds and fraction optional) and a zone: Z or ±HH:MM. */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

/** The message of a malformed Doorstep-Saved-At. */
export const MALFORMED_SAVED_AT = `${SAVED_AT_HEADER} must be the moment the change was saved, an ISO 8601 instant such as 2026-05-01T09:30:00.000Z`;

/** The epoch ms a Doorstep-Saved-At value names; null when absent; a malformed one is a 400. */
export function savedAtOf(header: string | undefined): number | null {
  if (header === undefined) return null;
  const text = header.trim();
  const day = INSTANT.exec(text)?.[1];
  const ms = Date.parse(text);
  if (day === undefined || !isValidIsoDate(day) || Number.isNaN(ms)) throw badRequest(MALFORMED_SAVED_AT);
  return ms;
}

/** The 422 for a change saved at savedAt (epoch ms), in the user's words with the day as DD/MM/YYYY. */
export function savedTooLongAgo(savedAt: number): ApiError {
  const day = formatDayEnGb(savedAt);
  return new ApiError(
    422,
    `This change was saved on ${day}, more than ${SEND_WINDOW_DAYS} days ago, and was not applied. Ask the office to check the job.`,
    { code: refusalCodes.savedTooLongAgo },
  );
}

/** Throws the 422 when a change saved at savedAt (null: not said) is outside the send window at now. */
export function requireWithinSendWindow(savedAt: number | null, now: Date): void {
  if (savedAt !== null && !withinSendWindow(savedAt, now.getTime())) throw savedTooLongAgo(savedAt);
}
