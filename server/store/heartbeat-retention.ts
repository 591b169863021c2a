/**
 * Heartbeats are evidence of where a driver was (arrival, the position at
 * completion in the evidence record), kept for a configurable number
 * of days (HEARTBEAT_RETENTION_DAYS, default 90) and then purged: at start,
 * with the heartbeats that arrive (at most hourly) and by an hourly timer.
 */
import type { Database } from '../db/database';

/** How long heartbeats are kept by default. */
export const DEFAULT_HEARTBEAT_RETENTION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The purge runs at most this often. */
export const HEARTBEAT_PURGE_EVERY_MS = 60 * 60 * 1000;

/** Purges heartbeats older than the retention. */
export class HeartbeatRetention {
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    readonly days: number = DEFAULT_HEARTBEAT_RETENTION_DAYS,
  ) {
    if (!Number.isInteger(days) || days < 1)
      throw new Error('The heartbeat retention must be at least one day');
  }

  /** The oldest moment a kept heartbeat may have been received. */
  keptSince(): Date {
    return new Date(this.now().getTime() - this.days * DAY_MS);
  }

  /** Deletes heartbeats received before the retention (when an hour has passed since the last purge). */
  async purgeIfDue(): Promise<number> {
    if (this.now().getTime() - this.lastPurge < HEARTBEAT_PURGE_EVERY_MS) return 0;
    return this.purge();
  }

  /** Deletes heartbeats received before the retention now; answers how many. */
  async purge(): Promise<number> {
    this.lastPurge = this.now().getTime();
    // Counted in the database: a purge of a day's heartbeats answers one row, not one per heartbeat.
    const [gone] = await this.db.query<{ n: number }>(
      'WITH gone AS (DELETE FROM heartbeats WHERE received_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [this.keptSince()],
    );
    return gone?.n ?? 0;
  }
}
