/**
 * Idempotency-Key handling: the first answer to a key is stored with a hash of
 * the request; a repeat with the same request gets that answer without the work
 * running again, a repeat with a different request gets 422. Keys are kept at
 * least seven days (the client's background-sync queue retention).
 *
 *   new key ──▶ insert key row ──▶ work (same transaction) ──▶ 2xx: store answer, commit
 *                                                          └─▶ other: roll back (key unused)
 *   known key ─▶ same hash? ──yes─▶ stored answer (replayed)
 *                           └─no──▶ 422
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { ApiError, badRequest } from './api-error';

/** A JSON answer. */
export interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}

/** What identifies one idempotent request. */
export interface IdempotentRequest {
  principal: string;
  /** The Idempotency-Key header, or undefined when the client sent none. */
  key: string | undefined;
  /** Method, path with query, and the raw body. */
  fingerprint: { method: string; pathWithQuery: string; body: Uint8Array };
}

const KEEP_MS = 8 * 24 * 60 * 60 * 1000;
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
    await this.db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now - KEEP_MS)]);
  }

  /** Runs work in a transaction; with a key, applies it once and replays its first 2xx answer. */
  async run(request: IdempotentRequest, work: (tx: Database) => Promise<Answer>): Promise<Answer> {
    const key = request.key?.trim();
    if (request.key !== undefined && (!key || !KEY_PATTERN.test(key))) {
      throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters');
    }
    if (key) await this.purgeExpired();
    try {
      return await this.db.transaction(async (tx) => {
        if (key) {
          const replay = await this.claim(tx, request.principal, key, hashOf(request.fingerprint));
          if (replay) return replay;
        }
        const answer = await work(tx);
        if (answer.status < 200 || answer.status > 299) throw new RollbackWith(answer);
        if (key) {
          await tx.query(
            'UPDATE idempotency_keys SET status = $3, body = $4 WHERE principal = $1 AND key = $2',
            [request.principal, key, answer.status, JSON.stringify(answer.body)],
          );
        }
        return answer;
      });
    } catch (error) {
      if (error instanceof RollbackWith) return error.answer;
      throw error;
    }
  }

  /** Records a new key (null) or answers the stored reply for a known one. */
  private async claim(tx: Database, principal: string, key: string, hash: string): Promise<Answer | null> {
    const inserted = await tx.query(
      `INSERT INTO idempotency_keys (principal, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (principal, key) DO NOTHING RETURNING key`,
      [principal, key, hash, this.now()],
    );
    if (inserted.length > 0) return null;
    const [row] = await tx.query<{ request_hash: string; status: number | null; body: string | null }>(
      'SELECT request_hash, status, body FROM idempotency_keys WHERE principal = $1 AND key = $2',
      [principal, key],
    );
    if (!row || row.status === null || row.body === null)
      throw new ApiError(409, 'A request with this Idempotency-Key is in progress');
    if (row.request_hash !== hash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request');
    }
    return { status: row.status, body: JSON.parse(row.body) as unknown, replayed: true };
  }
}
