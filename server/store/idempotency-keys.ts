/**
 * The idempotency_keys table (server/http/idempotency-store.ts says what the keys are for): claiming a
 * key, reading a known one, storing its answer and purging old ones. Claiming reads the key's row in the
 * same statement, so a replay costs one round trip, not two; a row that statement cannot see yet (the
 * first request of the key committed while it waited on the key) is read again by a statement of its own.
 */
import type { Database } from '../db/database';
import { namedSql } from '../db/named-sql';

/** A key's row: the hash of its request, and its answer once stored (null while the first one runs). */
export interface StoredKey {
  request_hash: string;
  status: number | null;
  body: string | null;
}

/** What claiming a key found: it was free and is now claimed, or the row of the key (null: none left). */
export type KeyClaim = { claimed: true } | { claimed: false; row: StoredKey | null };

const CLAIM = namedSql(
  'idempotency_claim',
  `WITH claimed AS (
     INSERT INTO idempotency_keys (principal, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (principal, key) DO NOTHING RETURNING key
   )
   SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, k.request_hash, k.status, k.body
   FROM (SELECT 1) AS one LEFT JOIN idempotency_keys k ON k.principal = $1 AND k.key = $2`,
);
const READ = namedSql(
  'idempotency_read',
  'SELECT request_hash, status, body FROM idempotency_keys WHERE principal = $1 AND key = $2',
);
const STORE_ANSWER = namedSql(
  'idempotency_answer',
  'UPDATE idempotency_keys SET status = $3, body = $4 WHERE principal = $1 AND key = $2',
);

/** Claims the key for a new request with the request's hash, or reads the row of the key already claimed. */
export async function claimKey(
  db: Database,
  principal: string,
  key: string,
  hash: string,
  now: Date,
): Promise<KeyClaim> {
  const [found] = await db.query<
    { claimed: boolean; request_hash: string | null } & Omit<StoredKey, 'request_hash'>
  >(CLAIM, [principal, key, hash, now]);
  if (found?.claimed) return { claimed: true };
  if (found && found.request_hash !== null) {
    return {
      claimed: false,
      row: { request_hash: found.request_hash, status: found.status, body: found.body },
    };
  }
  const [row] = await db.query<StoredKey>(READ, [principal, key]);
  return { claimed: false, row: row ?? null };
}

/** Stores the answer (JSON text) a key replays. */
export async function storeKeyAnswer(
  db: Database,
  principal: string,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db.write(STORE_ANSWER, [principal, key, status, body]);
}

/** Deletes the keys created before the moment. */
export async function purgeKeysBefore(db: Database, before: Date): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
}
