/** Fixed-window attempt counters by (bucket, subject), each changed by one atomic statement. */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

/** A counter after a hit: the hits in the current window and when that window ends. */
export interface CounterState {
  hits: number;
  windowEndsAt: Date;
}

const MAX_PLAIN_SUBJECT_CHARS = 128;

/** The stored subject: as given when short, else its hash (a hostile username cannot bloat the table). */
function storedSubject(subject: string): string {
  return subject.length <= MAX_PLAIN_SUBJECT_CHARS
    ? subject
    : `sha256:${createHash('sha256').update(subject).digest('hex')}`;
}

/** Counts one hit: a window that has ended starts again at 1. Old counters are purged. */
export async function addHit(
  db: Database,
  counter: { bucket: string; subject: string; windowSeconds: number },
  now: Date,
): Promise<CounterState> {
  await db.query('DELETE FROM rate_limits WHERE window_ends_at <= $1', [now]);
  const [row] = await db.query<{ hits: number; window_ends_at: Date | string }>(
    `INSERT INTO rate_limits AS r (bucket, subject, hits, window_ends_at)
     VALUES ($1, $2, 1, $3::timestamptz + make_interval(secs => $4))
     ON CONFLICT (bucket, subject) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= $3 THEN 1 ELSE r.hits + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= $3 THEN excluded.window_ends_at ELSE r.window_ends_at END
     RETURNING hits, window_ends_at`,
    [counter.bucket, storedSubject(counter.subject), now, counter.windowSeconds],
  );
  if (!row) throw new Error('The rate-limit counter was not stored');
  return { hits: row.hits, windowEndsAt: new Date(row.window_ends_at) };
}

/** Gives one hit back to the window it was counted in (not to a later one). */
export async function removeHit(
  db: Database,
  counter: { bucket: string; subject: string },
  windowEndsAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE rate_limits SET hits = hits - 1
     WHERE bucket = $1 AND subject = $2 AND window_ends_at = $3 AND hits > 0`,
    [counter.bucket, storedSubject(counter.subject), windowEndsAt],
  );
}

/** Forgets a subject's counter. */
export async function clearCounter(
  db: Database,
  counter: { bucket: string; subject: string },
): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE bucket = $1 AND subject = $2', [
    counter.bucket,
    storedSubject(counter.subject),
  ]);
}
