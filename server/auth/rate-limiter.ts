/**
 * Counts an attempt against its limits (server/auth/rate-limits.ts) before the
 * work is done, so parallel requests cannot slip past a limit together:
 *
 *   count a hit on every (limit, subject) ──▶ any over its limit? ──yes──▶ give every hit back, refuse (429)
 *                                                    │ no
 *                                                    ▼
 *                                  the work runs; on success each limit keeps,
 *                                  refunds or clears its hit (its onSuccess)
 */
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { addHit, clearCounter, removeHit } from '../store/rate-limit-counters';
import type { CounterState } from '../store/rate-limit-counters';
import type { RateLimit } from './rate-limits';

/** One limit applied to one subject (a username, a client address, or both paired). */
export interface LimitedSubject {
  limit: RateLimit;
  subject: string;
}

/**
 * The subject of a limit on what one address guesses (a username, a token): the
 * pair, so a stranger's guesses lock only the stranger's address out of it. An
 * address key has no space, so the pair cannot be forged from another one.
 */
export function guessedFromAddress(address: string, guessed: string): string {
  return `${address} ${guessed}`;
}

/** Why an attempt was refused: the message to show and the seconds to wait (Retry-After). */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

/** A counted attempt: report its success so limits that count only failures can forget it. */
export interface CountedAttempt {
  succeeded(): Promise<void>;
}

/** The outcome of counting: go ahead, or a refusal. */
export type AttemptOutcome = { ok: true; attempt: CountedAttempt } | { ok: false; refusal: Refusal };

function refusalOf(limit: RateLimit, windowEndsAt: Date, now: Date): Refusal {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    message: `${limit.refusal} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    retryAfterSeconds,
  };
}

/** Counts one attempt against each limit; a refused attempt counts against none. */
export async function countAttempt(
  db: Database,
  now: Date,
  subjects: readonly LimitedSubject[],
): Promise<AttemptOutcome> {
  const counted: (CounterState & { limit: RateLimit; counter: { bucket: string; subject: string } })[] = [];
  for (const { limit, subject } of subjects) {
    const counter = { bucket: limit.bucket, subject, windowSeconds: limit.windowSeconds };
    counted.push({ limit, counter, ...(await addHit(db, counter, now)) });
  }
  const over = counted.filter((hit) => hit.hits > hit.limit.limit);
  const longest = over.sort((a, b) => b.windowEndsAt.getTime() - a.windowEndsAt.getTime())[0];
  if (longest) {
    for (const hit of counted) await removeHit(db, hit.counter, hit.windowEndsAt);
    return { ok: false, refusal: refusalOf(longest.limit, longest.windowEndsAt, now) };
  }
  const succeeded = async () => {
    for (const hit of counted) {
      if (hit.limit.onSuccess === 'refund') await removeHit(db, hit.counter, hit.windowEndsAt);
      if (hit.limit.onSuccess === 'clear') await clearCounter(db, hit.counter);
    }
  };
  return { ok: true, attempt: { succeeded } };
}

/** The 429 answer of a refusal, with its Retry-After header. */
export function tooManyRequests(refusal: Refusal, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(429, refusal.message, extra, { 'Retry-After': String(refusal.retryAfterSeconds) });
}

/** Counts the attempt, or throws the 429 of its refusal. */
export async function requireAttemptAllowed(
  db: Database,
  now: Date,
  subjects: readonly LimitedSubject[],
): Promise<CountedAttempt> {
  const outcome = await countAttempt(db, now, subjects);
  if (!outcome.ok) throw tooManyRequests(outcome.refusal);
  return outcome.attempt;
}
