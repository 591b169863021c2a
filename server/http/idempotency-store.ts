/**
 * Idempotency-Key handling: the first answer to a key is stored with a hash of
 * the request; a repeat with the same request gets that answer without the work
 * running again, a repeat with a different request gets 422. A handler may ask
 * for a refusal to be kept like a success (Answer.keep: the 409 JOB_CHANGED,
 * whose conflict record must survive). A new request saved longer ago than the
 * send window (Doorstep-Saved-At, server/http/send-window.ts) is refused before
 * it claims its key. Keys are kept KEY_RETENTION_DAYS (35: the 30-day send
 * window plus five days of clock skew), so any repeat the window lets through
 * is answered from its record and never applied twice.
 *
 *   known key ─▶ same hash? ──yes─▶ stored answer (replayed, whatever its Saved-At)
 *                           └─no──▶ 422
 *   new key ───▶ saved within the window? ──no──▶ 422 SAVED_TOO_LONG_AGO (key unused)
 *                 └─yes─▶ insert key row ──▶ work (same transaction) ──▶ 2xx or kept: store answer, commit
 *                                                                    └─▶ other: roll back (key unused)
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { KEY_RETENTION_MS, refusalCodes } from '@domain/sync/sync-window';
import { claimKey, purgeKeysBefore, storeKeyAnswer } from '../store/idempotency-keys';
import { ApiError, badRequest } from './api-error';
import { requireWithinSendWindow } from './send-window';

/** A JSON answer. */
export interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
  /** The body as JSON text when it is already written (stored or replayed): sent as it is. */
  text?: string;
  /** Commit a non-2xx answer with the work's writes and replay it for the key, as a 2xx is. */
  keep?: boolean;
}

/** What identifies one idempotent request. */
export interface IdempotentRequest {
  principal: string;
  /** The Idempotency-Key header, or undefined when the client sent none. */
  key: string | undefined;
  /** Method, path with query, and the raw body. */
  fingerprint: { method: string; pathWithQuery: string; body: Uint8Array };
  /** When the change was saved (Doorstep-Saved-At, epoch ms), or null when the client did not say. */
  savedAt: number | null;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

class RollbackWith extends Error {
  constructor(readonly answer: Answer) {
    super('rolled back');
  }
}

function hashOf(fingerprint: IdempotentRequest['fingerprint']): string {
  return createHash('sha256')
    .update(`${fingerprint.method} ${fingerprint.pathWithQuery}\n`)
    .update(fingerprint.body)
    .digest('hex');
}

/** Runs request work at most once per (principal, key). */
export class IdempotencyStore {
  private lastPurge = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Deletes keys older than the retention (at most hourly). */
  async purgeExpired(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await purgeKeysBefore(this.db, new Date(now - KEY_RETENTION_MS));
  }

  /** Runs work in a transaction; with a key, applies it once and replays its first 2xx (or kept) answer. */
  run(request: IdempotentRequest, work: (tx: Database) => Promise<Answer>): Promise<Answer> {
    return this.runAfterRead(
      request,
      () => Promise.resolve(null),
      (tx) => work(tx),
    );
  }

  /**
   * run, for work that starts from what read answers: read is sent right behind the key's claim, without
   * waiting for the claim's answer (on PostgreSQL both leave with BEGIN, server/db/pipelined-transaction.ts),
   * and what it found is given to work. A replayed or refused key wastes the read: it still takes the read's
   * locks (the job update's FOR UPDATE waits for an update of that job in flight), and a read that fails
   * fails the answer too.
   */
  async runAfterRead<T>(
    request: IdempotentRequest,
    read: (tx: Database) => Promise<T>,
    work: (tx: Database, found: T) => Promise<Answer>,
  ): Promise<Answer> {
    const key = request.key?.trim();
    if (request.key !== undefined && (!key || !KEY_PATTERN.test(key))) {
      throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters');
    }
    if (key) await this.purgeExpired();
    try {
      return await this.db.transaction(async (tx) => {
        if (!key) requireWithinSendWindow(request.savedAt, this.now());
        const claimed = key ? this.claim(tx, request, key) : Promise.resolve(null);
        const found = read(tx);
        // Heard whatever the claim answers, so that a failed read is never left unhandled.
        found.catch(() => undefined);
        const replay = await claimed;
        if (replay) return replay;
        const answer = await work(tx, await found);
        if ((answer.status < 200 || answer.status > 299) && !answer.keep) throw new RollbackWith(answer);
        if (!key) return answer;
        const text = JSON.stringify(answer.body);
        await storeKeyAnswer(tx, request.principal, key, answer.status, text);
        return { ...answer, text };
      });
    } catch (error) {
      if (error instanceof RollbackWith) return error.answer;
      throw error;
    }
  }

  /** Records a new key (null; outside the send window a 422 undoes it) or answers a known key's reply. */
  private async claim(tx: Database, request: IdempotentRequest, key: string): Promise<Answer | null> {
    const { principal } = request;
    const hash = hashOf(request.fingerprint);
    const claim = await claimKey(tx, principal, key, hash, this.now());
    if (claim.claimed) {
      requireWithinSendWindow(request.savedAt, this.now());
      return null;
    }
    const row = claim.row;
    if (!row || row.status === null || row.body === null)
      throw new ApiError(409, 'A request with this Idempotency-Key is in progress', {
        code: refusalCodes.requestInProgress,
      });
    if (row.request_hash !== hash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request');
    }
    return { status: row.status, body: JSON.parse(row.body) as unknown, text: row.body, replayed: true };
  }
}
