/**
 * The gateway's throttling numbers, all in one place (docs/security.md, "Throttling").
 * Each limit is a fixed window counted in the database per (bucket, subject),
 * so every gateway instance on the database shares it. A subject is a
 * lower-cased username, a client address (an IPv6 client by its /64), or the
 * pair of both (guessedFromAddress in rate-limiter.ts).
 */

/** What a counted attempt's success does to its counter. */
export type OnSuccess =
  /** Every attempt counts, successful or not. */
  | 'keep'
  /** Only failures count: a success gives its hit back. */
  | 'refund'
  /** A success forgives the failures before it: the counter starts again. */
  | 'clear';

/** At most `limit` counted attempts per subject in a window of `windowSeconds`. */
export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
  onSuccess: OnSuccess;
  /** The first sentence of a refusal; "Try again in N minutes." follows. */
  refusal: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Wrong passwords for one username, from any addresses, in 15 minutes before all
 * its password logins are refused: 20 addresses at their pair limit of 5.
 */
export const LOGIN_FAILURES_PER_USERNAME_CEILING = 100;

/** Every limit of the gateway. */
export const rateLimits = {
  /**
   * Wrong passwords for one username from one address (both login calls together):
   * the limit a driver mistyping or a stranger guessing meets. A right password
   * from that address clears the pair; other addresses are not affected.
   */
  loginPerUsernameAndAddress: {
    bucket: 'login:username+address',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    onSuccess: 'clear',
    refusal: 'Too many failed login attempts.',
  },
  /**
   * Wrong passwords for one username from all addresses together: a ceiling for
   * guessing spread over many addresses, high enough that one stranger (5 per
   * address) cannot lock a driver out. A success does not forgive the others'
   * failures, it only gives its own hit back.
   */
  loginPerUsername: {
    bucket: 'login:username',
    limit: LOGIN_FAILURES_PER_USERNAME_CEILING,
    windowSeconds: 15 * MINUTE,
    onSuccess: 'refund',
    refusal: 'Too many failed login attempts.',
  },
  /** Wrong passwords from one address, whatever the username (password spraying). */
  loginPerAddress: {
    bucket: 'login:address',
    limit: 30,
    windowSeconds: 15 * MINUTE,
    onSuccess: 'refund',
    refusal: 'Too many failed login attempts.',
  },
  /** Reset-code requests for one username (each may mail its owner). */
  resetCodePerUsername: {
    bucket: 'reset:username',
    limit: 3,
    windowSeconds: HOUR,
    onSuccess: 'keep',
    refusal: 'Too many reset code requests.',
  },
  /** Reset-code requests from one address, whatever the username (mail bombing). */
  resetCodePerAddress: {
    bucket: 'reset:address',
    limit: 10,
    windowSeconds: HOUR,
    onSuccess: 'keep',
    refusal: 'Too many reset code requests.',
  },
  /** Registrations from one address (account farming, username probing). */
  registrationPerAddress: {
    bucket: 'register:address',
    limit: 10,
    windowSeconds: HOUR,
    onSuccess: 'keep',
    refusal: 'Too many registration attempts.',
  },
  /**
   * Tracking links from one address that open no page (wrong, malformed or expired): token guessing. Only
   * misses count, per address alone: each guess names another token, so a count per (address, token) pair
   * would never reach a limit.
   */
  trackingMissesPerAddress: {
    bucket: 'track:misses:address',
    limit: 20,
    windowSeconds: 15 * MINUTE,
    onSuccess: 'refund',
    refusal: 'Too many tracking links that were not valid.',
  },
  /** Tracking pages from one address, valid or not: a page open on a phone asks twice a minute. */
  trackingPagesPerAddress: {
    bucket: 'track:address',
    limit: 120,
    windowSeconds: MINUTE,
    onSuccess: 'keep',
    refusal: 'Too many tracking page requests.',
  },
} as const satisfies Record<string, RateLimit>;

/**
 * While a user's reset code is live and younger than this, asking again sends
 * no new code: long enough for the mail to arrive and the code to be typed,
 * short enough that a driver whose mail went missing can soon ask again.
 */
export const RESET_CODE_COOL_DOWN_MINUTES = 5;
