/**
 * What the phone and the gateway agree on about sending a saved change late
 * (architecture rules 3–5): how long a change may wait, how long the gateway remembers
 * an Idempotency-Key, the headers that carry a change's base revision and save
 * time, and the codes of the refusals that need the driver's attention.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The gateway applies a change saved at most this many days ago; older ones need attention. */
export const SEND_WINDOW_DAYS = 30;
/** The gateway keeps each Idempotency-Key this long: the send window plus five days of clock skew. */
export const KEY_RETENTION_DAYS = SEND_WINDOW_DAYS + 5;
/** The send window in ms. */
export const SEND_WINDOW_MS = SEND_WINDOW_DAYS * DAY_MS;
/** Key retention in ms. */
export const KEY_RETENTION_MS = KEY_RETENTION_DAYS * DAY_MS;
/** Unsent work older than this is shown on the login screen. */
export const STALE_WORK_AFTER_MS = DAY_MS;

/** The header with the ISO instant a change was saved on the phone (frozen with the request). */
export const SAVED_AT_HEADER = 'Doorstep-Saved-At';
/** The header with the revision a job change was based on. */
export const IF_MATCH_HEADER = 'If-Match';

/** Codes in the `code` field of the gateway's refusals that the engine acts on. */
export const refusalCodes = {
  /** 409: someone else changed the job since the change's base revision; the body has the job as stored. */
  jobChanged: 'JOB_CHANGED',
  /** 422: the change was saved longer ago than the send window. */
  savedTooLongAgo: 'SAVED_TOO_LONG_AGO',
  /** 409, not a refusal: another sender's call under the same key is still being applied; try again later. */
  requestInProgress: 'REQUEST_IN_PROGRESS',
} as const;

/** The If-Match value of a revision: an entity tag, e.g. '"r3"'. */
export function revisionTag(revision: number): string {
  return `"r${String(revision)}"`;
}

/** The revision named by an If-Match value, or null when it names none (absent, '*', malformed). */
export function revisionOfTag(tag: string | null | undefined): number | null {
  const match = /^\s*(?:W\/)?"r(\d{1,9})"\s*$/.exec(tag ?? '');
  return match ? Number(match[1]) : null;
}

/** True when a change saved at savedAt (ms) may still be applied at now (ms). */
export function withinSendWindow(savedAt: number, now: number): boolean {
  return now - savedAt <= SEND_WINDOW_MS;
}
