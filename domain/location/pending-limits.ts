/**
 * The bounds of what a heartbeat may say waits on the phone, apart from the heartbeat's schema so the
 * engine builds heartbeats within them without carrying the schema (valibot) in its eager chunk.
 */

/** The most changes or photos a heartbeat may say wait on the phone. */
export const PENDING_COUNT_MAX = 100_000;
/** The oldest waiting work a heartbeat may report: a year, in seconds. */
export const PENDING_AGE_MAX_SECONDS = 366 * 24 * 60 * 60;
