/**
 * The heartbeats the gateway stored for the driver (its heartbeats table), and for each arrival at a
 * customer whether its forced job heartbeat came, and how long after the phone was put within 100 m.
 */
import type { Database } from '@server/db/database';
import { HEARTBEAT_MIN_GAP_MS } from '@domain/app/constants';
import type { Heartbeat } from '@domain/location/heartbeat';

/** What a stored beat's payload says waits on the phone (the beat as the phone sent it). */
type WaitingFields = Partial<Pick<Heartbeat, 'pending_changes' | 'pending_photos'>>;

/** A heartbeat the gateway stored (received_at in epoch ms). */
export interface StoredHeartbeat {
  at: number;
  status: string;
  jobId: string | null;
  latitude: number;
  longitude: number;
  /** The changes and photos it said wait on the phone (its pending_* fields), null when it said nothing. */
  waiting: number | null;
}

/** An arrival at a customer: when the fix within 100 m was set, and whether the phone was online. */
export interface Arrival {
  jobId: string;
  arrivedAt: number;
  online: boolean;
}

/** An arrival and the job heartbeat it should have sent. */
export interface ArrivalHeartbeat extends Arrival {
  /** The arrival's job heartbeats at the gateway: 1 as it should be, more when sent twice. */
  received: number;
  heartbeatAt: number | null;
  delayMs: number | null;
}

/** The driver's heartbeats, oldest first. */
export async function storedHeartbeats(db: Database, username: string): Promise<StoredHeartbeat[]> {
  const rows = await db.query<{
    received_at: string | Date;
    status: string;
    job_id: string | null;
    latitude: number;
    longitude: number;
    payload: WaitingFields | null;
  }>(
    `SELECT received_at, status, job_id, latitude, longitude, payload FROM heartbeats
     WHERE username = $1 ORDER BY received_at`,
    [username],
  );
  return rows.map((row) => ({
    at: new Date(row.received_at).getTime(),
    status: row.status,
    jobId: row.job_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    waiting: waitingOf(row.payload),
  }));
}

function waitingOf(payload: WaitingFields | null): number | null {
  const changes = payload?.pending_changes;
  const photos = payload?.pending_photos;
  return changes === undefined && photos === undefined ? null : (changes ?? 0) + (photos ?? 0);
}

/**
 * The phone's beat that tells the office the backlog an earlier beat reported has all been sent: it keeps the
 * 3 s gap on the phone's clock, but reaches the gateway sooner after the first than that when the first took
 * longer on its way, so it is not the arrival sent twice.
 */
function backlogCleared(beat: StoredHeartbeat, first: StoredHeartbeat): boolean {
  return beat.waiting === 0 && first.waiting !== null && first.waiting > 0;
}

/**
 * Matches each arrival with the first job heartbeat for its job received within `window` ms after it.
 * `received` counts that one and any other for the job within 3 s of it (the gap a regular heartbeat
 * keeps, so more than one there is the arrival sent twice) but the beat saying the backlog it reported
 * has been sent; a regular heartbeat later in the window is not the arrival's.
 */
export function matchArrivals(
  arrivals: readonly Arrival[],
  heartbeats: readonly StoredHeartbeat[],
  window = 30_000,
): ArrivalHeartbeat[] {
  return arrivals.map((arrival) => {
    const beats = heartbeats.filter(
      (b) =>
        b.status === 'job' &&
        b.jobId === arrival.jobId &&
        b.at >= arrival.arrivedAt - 1_000 &&
        b.at <= arrival.arrivedAt + window,
    );
    const first = beats[0];
    return {
      ...arrival,
      received: first
        ? beats.filter((b) => b.at - first.at < HEARTBEAT_MIN_GAP_MS && !backlogCleared(b, first)).length
        : 0,
      heartbeatAt: first?.at ?? null,
      delayMs: first ? Math.max(0, first.at - arrival.arrivedAt) : null,
    };
  });
}
