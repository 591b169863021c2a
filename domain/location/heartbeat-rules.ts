/** Product rules 5.10 and 9.2: the heartbeat: when one may be sent, and what it carries. */
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MIN_GAP_MS } from '../app/constants';
import { formatTimestamp, timestampMs } from '../time/dates';
import type { DateInput } from '../time/dates';
import { PENDING_AGE_MAX_SECONDS, PENDING_COUNT_MAX } from './pending-limits';
import type { Heartbeat } from './heartbeat';
import type { Job } from '../job/job';

/** A device position (the engine's DevicePosition has this shape). */
export interface PositionFix {
  latitude: number;
  longitude: number;
  /** metres */
  accuracy: number;
  /** ms since the epoch, when the position was taken */
  timestamp: number;
}

/** What the heartbeat gate looks at. */
export interface HeartbeatGate {
  online: boolean;
  credentialsAccepted: boolean;
  /** When the last heartbeat was sent (ms), or null when none was. */
  lastSentAt: number | null;
  now: DateInput;
  force?: boolean;
}

/**
 * Only online with accepted credentials; then a forced heartbeat always, an
 * unforced one only when more than 3000 ms have passed since the last.
 */
export function heartbeatDue(gate: HeartbeatGate): boolean {
  if (!gate.online || !gate.credentialsAccepted) return false;
  if (gate.force === true || gate.lastSentAt === null) return true;
  const now = timestampMs(gate.now);
  return now !== null && now - gate.lastSentAt > HEARTBEAT_MIN_GAP_MS;
}

/** Ms until the next regular heartbeat (0 when it is due now); the interval is 300000 ms. */
export function msUntilNextHeartbeat(lastSentAt: number | null, now: DateInput): number {
  const nowMs = timestampMs(now);
  if (lastSentAt === null || nowMs === null) return 0;
  return Math.max(0, Math.min(HEARTBEAT_INTERVAL_MS, lastSentAt + HEARTBEAT_INTERVAL_MS - nowMs));
}

/** What waits on the phone for the logged-in user when a heartbeat is sent. */
export interface PhoneWaitingWork {
  /** Changes not yet accepted (those that need attention included). */
  changes: number;
  /** Photos and signatures still to upload. */
  photos: number;
  /** When the oldest of them was saved (ms since the epoch); null when nothing waits. */
  oldestSavedAt: number | null;
}

/** What a heartbeat is built from; a job makes it a job heartbeat. */
export interface HeartbeatInput {
  position: PositionFix;
  job?: Pick<Job, 'id' | 'customer'> | null;
  now: DateInput;
  /** The app's name (APP_NAME). */
  app: string;
  /** What waits on the phone; absent, the heartbeat says nothing of it (as an older app's). */
  waiting?: PhoneWaitingWork;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.floor(value)));

/** The heartbeat's pending_* fields: counts, and the oldest's age in whole seconds (0 when nothing waits). */
export function pendingFieldsOf(
  waiting: PhoneWaitingWork,
  now: DateInput,
): Pick<Heartbeat, 'pending_changes' | 'pending_photos' | 'pending_oldest_seconds'> {
  const nowMs = timestampMs(now);
  const age = waiting.oldestSavedAt === null || nowMs === null ? 0 : (nowMs - waiting.oldestSavedAt) / 1000;
  return {
    pending_changes: clamp(waiting.changes, PENDING_COUNT_MAX),
    pending_photos: clamp(waiting.photos, PENDING_COUNT_MAX),
    pending_oldest_seconds: clamp(age, PENDING_AGE_MAX_SECONDS),
  };
}

/**
 * status 'generic', or 'job' with the job id and the first customer's name,
 * address_1 and postcode; timestamp is when the position was taken,
 * send_timestamp when the heartbeat is sent (YYYY-MM-DDTHH:mm:ss); with what waits
 * on the phone when it is given (the office's board shows it).
 */
export function buildHeartbeat(input: HeartbeatInput): Heartbeat {
  const { position, job, now, app, waiting } = input;
  const base: Heartbeat = {
    status: job ? 'job' : 'generic',
    app,
    timestamp: formatTimestamp(position.timestamp),
    send_timestamp: formatTimestamp(now),
    latitude: position.latitude,
    longitude: position.longitude,
    precision: position.accuracy,
    ...(waiting ? pendingFieldsOf(waiting, now) : {}),
  };
  if (!job) return base;
  const customer = job.customer[0];
  return {
    ...base,
    id: job.id,
    ...(customer ? { name: customer.name, address_1: customer.address_1, postcode: customer.postcode } : {}),
  };
}
