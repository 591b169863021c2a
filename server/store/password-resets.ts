/** One-hour, single-use password reset tokens, stored only as SHA-256 hashes. */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

const LIFETIME_MS = 60 * 60 * 1000;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a reset token for the user and answers it (the only time it exists in clear). */
export async function createResetToken(db: Database, username: string, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM password_resets WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO password_resets (token_hash, username, expires_at) VALUES ($1, $2, $3)', [
    hashOf(token),
    username,
    new Date(now.getTime() + LIFETIME_MS),
  ]);
  return token;
}

/** Marks the token used; false when it is unknown, used, expired or someone else's. */
export async function consumeResetToken(
  db: Database,
  username: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE password_resets SET used_at = $3
     WHERE token_hash = $1 AND username = $2 AND used_at IS NULL AND expires_at > $3 RETURNING token_hash`,
    [hashOf(token), username, now],
  );
  return rows.length > 0;
}
