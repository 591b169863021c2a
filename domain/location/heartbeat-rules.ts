/** Product rules 5.10 and 9.2: the heartbeat: when one may be sent, and what it carries. */
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MIN_GAP_MS } from '../app/constants';
import { formatTimestamp, timestampMs } from '../time/dates';
import type { DateInput } from '../time/dates';
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

/** What a heartbeat is built from; a job makes it a job heartbeat. */
export interface HeartbeatInput {
  position: PositionFix;
  job?: Pick<Job, 'id' | 'customer'> | null;
  now: DateInput;
  /** The app's name (APP_NAME). */
  app: string;
}

/**
 * status 'generic', or 'job' with the job id and the first customer's name,
 * address_1 and postcode; timestamp is when the position was taken,
 * send_timestamp when the heartbeat is sent (YYYY-MM-DDTHH:mm:ss).
 */
export function buildHeartbeat(input: HeartbeatInput): Heartbeat {
  const { position, job, now, app } = input;
  const base: Heartbeat = {
    status: job ? 'job' : 'generic',
    app,
    timestamp: formatTimestamp(position.timestamp),
    send_timestamp: formatTimestamp(now),
    latitude: position.latitude,
    longitude: position.longitude,
    precision: position.accuracy,
  };
  if (!job) return base;
  const customer = job.customer[0];
  return {
    ...base,
    id: job.id,
    ...(customer ? { name: customer.name, address_1: customer.address_1, postcode: customer.postcode } : {}),
  };
}
