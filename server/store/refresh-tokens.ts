/** Issued refresh tokens by jti: each may be exchanged once (rotation). */
import type { Database } from '../db/database';

/** Records a newly issued refresh token. */
export async function recordRefreshToken(
  db: Database,
  token: { jti: string; username: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO refresh_tokens (jti, username, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [token.jti, token.username, token.expiresAt, now],
  );
  await db.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [now]);
}

/** Marks an unused, unexpired token used; false when it was unknown, used already, or expired. */
export async function consumeRefreshToken(
  db: Database,
  jti: string,
  username: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET used_at = $3
     WHERE jti = $1 AND username = $2 AND used_at IS NULL AND expires_at > $3 RETURNING jti`,
    [jti, username, now],
  );
  return rows.length > 0;
}

/** Ends every session of a user (after a password reset). */
export async function revokeRefreshTokens(db: Database, username: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE username = $1 AND used_at IS NULL', [
    username,
    now,
  ]);
}
