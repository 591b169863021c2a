/**
 * Issued refresh tokens by jti, in families: a password login starts a family
 * and each rotation adds its next token. A token may be exchanged once; using
 * a rotated token again ends its whole family (it was copied: whoever holds
 * either copy must log in again), as do a logout and a password reset; but
 * the retry of an answer lost on the network, soon after and before anything
 * newer of the family was exchanged, is answered again (REFRESH_RETRY_GRACE_MS).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/** A refresh-token family: one password login and its rotations. */
export interface RefreshFamily {
  id: string;
  /** The family ends then, however often it is renewed. */
  expiresAt: Date;
}

/** Starts the family of a password login. */
export async function startRefreshFamily(
  db: Database,
  username: string,
  expiresAt: Date,
  now: Date,
): Promise<RefreshFamily> {
  const id = randomUUID();
  await db.query('DELETE FROM refresh_token_families WHERE expires_at < $1', [now]);
  await db.query(
    'INSERT INTO refresh_token_families (id, username, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [id, username, now, expiresAt],
  );
  return { id, expiresAt };
}

/** Records a newly issued refresh token of a family. */
export async function recordRefreshToken(
  db: Database,
  token: { jti: string; username: string; familyId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (jti, username, family_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [token.jti, token.username, token.familyId, token.expiresAt, now],
  );
  await db.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [now]);
}

/** How long after its exchange a token may be exchanged again, as the retry of an answer lost on the way. */
export const REFRESH_RETRY_GRACE_MS = 10 * 60 * 1000;

/**
 * Exchanges a token: its live family when the token was unused and unexpired
 * (it is now used), or when the token is the retry of an answer lost on the
 * way (retriedFamily); null otherwise, and a token used or voided before ends
 * its family.
 */
export async function consumeRefreshToken(
  db: Database,
  jti: string,
  username: string,
  now: Date,
): Promise<RefreshFamily | null> {
  const [family] = await db.query<{ id: string; expires_at: Date | string }>(
    `UPDATE refresh_tokens t SET used_at = $3
     FROM refresh_token_families f
     WHERE t.jti = $1 AND t.username = $2 AND t.used_at IS NULL AND t.voided_at IS NULL AND t.expires_at > $3
       AND f.id = t.family_id AND f.revoked_at IS NULL AND f.expires_at > $3
     RETURNING f.id, f.expires_at`,
    [jti, username, now],
  );
  if (family) return { id: family.id, expiresAt: new Date(family.expires_at) };
  const retried = await retriedFamily(db, jti, username, now);
  if (retried) return retried;
  await db.query(
    `UPDATE refresh_token_families SET revoked_at = $3
     WHERE revoked_at IS NULL AND id = (SELECT family_id FROM refresh_tokens
       WHERE jti = $1 AND username = $2 AND (used_at IS NOT NULL OR voided_at IS NOT NULL))`,
    [jti, username, now],
  );
  return null;
}

/**
 * The family of a token exchanged within the grace when nothing newer of its
 * family was exchanged since: the phone never heard the answer and asks again.
 * The next tokens issued then, unheard, are voided; the family goes on.
 */
async function retriedFamily(
  db: Database,
  jti: string,
  username: string,
  now: Date,
): Promise<RefreshFamily | null> {
  const [family] = await db.query<{ id: string; expires_at: Date | string; used_at: Date | string }>(
    `SELECT f.id, f.expires_at, t.used_at FROM refresh_tokens t
     JOIN refresh_token_families f ON f.id = t.family_id
     WHERE t.jti = $1 AND t.username = $2 AND t.voided_at IS NULL AND t.expires_at > $3
       AND t.used_at IS NOT NULL AND t.used_at > $4
       AND f.revoked_at IS NULL AND f.expires_at > $3
       AND NOT EXISTS (SELECT 1 FROM refresh_tokens s WHERE s.family_id = t.family_id AND s.used_at > t.used_at)
     FOR UPDATE OF f`,
    [jti, username, now, new Date(now.getTime() - REFRESH_RETRY_GRACE_MS)],
  );
  if (!family) return null;
  await db.query(
    `UPDATE refresh_tokens SET voided_at = $2
     WHERE family_id = $1 AND used_at IS NULL AND voided_at IS NULL AND created_at >= $3`,
    [family.id, now, family.used_at],
  );
  return { id: family.id, expiresAt: new Date(family.expires_at) };
}

/** Ends the family of a token (logout); nothing happens for an unknown token. */
export async function revokeFamilyOf(db: Database, jti: string, username: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE refresh_token_families SET revoked_at = $3
     WHERE revoked_at IS NULL
       AND id = (SELECT family_id FROM refresh_tokens WHERE jti = $1 AND username = $2)`,
    [jti, username, now],
  );
}

/** Ends every session of a user (after a password reset). */
export async function revokeRefreshTokens(db: Database, username: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE refresh_token_families SET revoked_at = $2 WHERE username = $1 AND revoked_at IS NULL',
    [username, now],
  );
}
