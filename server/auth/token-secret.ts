/** The token signing secret: configured, or generated once and kept in the database so restarts keep sessions. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

const SETTING_KEY = 'token_secret';
const MIN_SECRET_CHARS = 16;

/** The configured secret's bytes, or the stored one (created on first start). */
export async function resolveTokenSecret(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_CHARS) {
      throw new Error(`TOKEN_SECRET must be at least ${MIN_SECRET_CHARS} characters`);
    }
    return new TextEncoder().encode(configured);
  }
  await db.query('INSERT INTO gateway_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    SETTING_KEY,
    randomBytes(32).toString('base64'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM gateway_settings WHERE key = $1', [
    SETTING_KEY,
  ]);
  if (!row) throw new Error('The token secret could not be stored');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
