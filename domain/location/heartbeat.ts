/**
 * Product rule 3.10: the heartbeat sent to the location update call: one schema for both
 * sides, what heartbeat-rules.ts builds and what the gateway checks
 * (server/routes/heartbeat-routes.ts). Timestamps are written
 * YYYY-MM-DDTHH:mm:ss; a heartbeat filed under a job names it and its address.
 */
import * as v from 'valibot';
import {
  anyText,
  boundedNumber,
  oneOf,
  requiredText,
  strictWireObject,
  wireList,
  wholeNumber,
  wireTimestamp,
} from '../gateway/wire-checks';

import { PENDING_AGE_MAX_SECONDS, PENDING_COUNT_MAX } from './pending-limits';

export { PENDING_AGE_MAX_SECONDS, PENDING_COUNT_MAX } from './pending-limits';

/** The most heartbeats one call may carry (the app sends one; a few are accepted). */
export const HEARTBEATS_PER_CALL_MAX = 20;

export const heartbeatSchema = strictWireObject({
  status: oneOf(['generic', 'job']),
  app: requiredText(100),
  timestamp: wireTimestamp(),
  send_timestamp: wireTimestamp(),
  latitude: boundedNumber(-90, 90),
  longitude: boundedNumber(-180, 180),
  precision: boundedNumber(0, 1_000_000),
  id: v.optional(anyText(100)),
  name: v.optional(anyText(200)),
  address_1: v.optional(anyText(200)),
  postcode: v.optional(anyText(20)),
  // What still waits on the phone when the heartbeat is sent, for the office's board; an older app sends none.
  pending_changes: v.optional(wholeNumber(0, PENDING_COUNT_MAX)),
  pending_photos: v.optional(wholeNumber(0, PENDING_COUNT_MAX)),
  /** Seconds since the oldest waiting change or photo was saved (0 when nothing waits). */
  pending_oldest_seconds: v.optional(wholeNumber(0, PENDING_AGE_MAX_SECONDS)),
});

/** The body of the location update call: an array holding one heartbeat. */
export const heartbeatRequestSchema = v.pipe(
  wireList<v.InferInput<typeof heartbeatSchema>[]>(HEARTBEATS_PER_CALL_MAX),
  v.check((beats) => beats.length > 0, 'must hold a heartbeat'),
  v.array(heartbeatSchema),
);

export type Heartbeat = v.InferOutput<typeof heartbeatSchema>;

/** The location update's body as the app may send it. */
export type HeartbeatRequestWire = v.InferInput<typeof heartbeatRequestSchema>;
