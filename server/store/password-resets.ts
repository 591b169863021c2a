/**
 * Password reset codes: 12 random base32 digits, stored only as SHA-256 hashes,
 * working once, for 30 minutes, and dead after 5 wrong tries. Asking again
 * ends every earlier code of the user, except during a live code's cool-down
 * (server/auth/rate-limits.ts), when the live code stays and no code is made.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  RESET_CODE_ALPHABET,
  RESET_CODE_LENGTH,
  RESET_CODE_LIFETIME_MINUTES,
} from '@domain/accounts/account-rules';
import { RESET_CODE_COOL_DOWN_MINUTES } from '../auth/rate-limits';
import type { Database } from '../db/database';

/** Wrong codes tried against a user's live code before it stops working. */
export const MAX_FAILED_ATTEMPTS = 5;

const LIFETIME_MS = RESET_CODE_LIFETIME_MINUTES * 60 * 1000;
const COOL_DOWN_MS = RESET_CODE_COOL_DOWN_MINUTES * 60 * 1000;

function hashOf(canonicalCode: string): string {
  return createHash('sha256').update(canonicalCode).digest('hex');
}

/** A fresh random code in canonical form (uniform over the base32 alphabet). */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE_LENGTH; i += 1)
    code += RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)];
  return code;
}

/**
 * Ends the user's earlier codes, stores a new one and answers it (the only time
 * it exists in clear); null while a live code is younger than the cool-down.
 */
export async function createResetCode(db: Database, username: string, now: Date): Promise<string | null> {
  const code = newResetCode();
  return db.transaction(async (tx) => {
    // One request of a user at a time, on every gateway instance.
    await tx.query('SELECT 1 FROM users WHERE username = $1 FOR UPDATE', [username]);
    await tx.query('DELETE FROM password_resets WHERE expires_at < $1', [now]);
    const cooling = await tx.query(
      `SELECT 1 FROM password_resets
       WHERE username = $1 AND used_at IS NULL AND expires_at > $2 AND failed_attempts < $3
         AND created_at > $4`,
      [username, now, MAX_FAILED_ATTEMPTS, new Date(now.getTime() - COOL_DOWN_MS)],
    );
    if (cooling.length > 0) return null;
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE username = $1 AND used_at IS NULL', [
      username,
      now,
    ]);
    await tx.query(
      `INSERT INTO password_resets (token_hash, username, expires_at, created_at)
       VALUES ($1, $2, $3, $4)`,
      [hashOf(code), username, new Date(now.getTime() + LIFETIME_MS), now],
    );
    return code;
  });
}

/**
 * Uses the user's code (canonical form): true once for a live code; otherwise
 * false, and the miss counts against the user's live code.
 */
export async function consumeResetCode(
  db: Database,
  username: string,
  canonicalCode: string,
  now: Date,
): Promise<boolean> {
  const used = await db.query(
    `UPDATE password_resets SET used_at = $3
     WHERE token_hash = $1 AND username = $2 AND used_at IS NULL AND expires_at > $3
       AND failed_attempts < $4
     RETURNING token_hash`,
    [hashOf(canonicalCode), username, now, MAX_FAILED_ATTEMPTS],
  );
  if (used.length > 0) return true;
  await db.query(
    `UPDATE password_resets SET failed_attempts = failed_attempts + 1
     WHERE username = $1 AND used_at IS NULL AND expires_at > $2`,
    [username, now],
  );
  return false;
}
