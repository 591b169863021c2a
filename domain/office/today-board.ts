/**
 * The office's board of today: every van (manifest) of an admin's branch, where it is, what it has done,
 * when it reaches each remaining stop, what still waits on the driver's phone, and what needs the office.
 * One schema for both sides: the gateway builds it (GET `apiPaths.officeToday`, and each `board` event of
 * `apiPaths.officeTodayEvents`), the engine checks what it receives before the page sees it.
 * Timestamps of the job day (windows, ETAs) are local 'YYYY-MM-DDTHH:mm:ss' as everywhere on the wire;
 * instants the gateway saw (a position's time, the board's own) are ISO 8601 with a zone.
 */
import * as v from 'valibot';
import {
  anyText,
  boundedNumber,
  oneOf,
  strictWireObject,
  wholeNumber,
  wireArray,
} from '../gateway/wire-checks';

const WHOLE_MAX = 1_000_000_000;
const count = () => wholeNumber(0, WHOLE_MAX);
const text = () => anyText(1000);
const nullable = <const T extends v.GenericSchema>(schema: T) => v.nullable(schema);

/** The travel model the ETAs were worked out with (the gateway's settings, shown on the board). */
export const travelModelSchema = strictWireObject({
  /** Road distance ÷ straight-line distance. */
  road_factor: boundedNumber(1, 10),
  /** Average speed between stops, km/h. */
  average_speed_kmh: boundedNumber(1, 200),
  /** Planned time at each stop, minutes. */
  minutes_per_job: boundedNumber(0, 600),
  /** A position older than this many minutes makes every ETA of its van a guess. */
  stale_position_minutes: boundedNumber(1, 1440),
});
export type TravelModel = v.InferOutput<typeof travelModelSchema>;

/** The van's last position, from its driver's last heartbeat. */
export const vanPositionSchema = strictWireObject({
  latitude: boundedNumber(-90, 90),
  longitude: boundedNumber(-180, 180),
  /** Metres. */
  precision: boundedNumber(0, 1_000_000),
  /** When the gateway received it (ISO 8601). */
  at: text(),
});
export type VanPosition = v.InferOutput<typeof vanPositionSchema>;

/** What waited on the phone when its last heartbeat was sent (absent from an older app). */
export const phoneBacklogSchema = strictWireObject({
  changes: count(),
  photos: count(),
  /** Seconds the oldest of them had waited when the heartbeat was sent. */
  oldest_seconds: count(),
  /** When the gateway received that heartbeat (ISO 8601): the backlog's age grows from then. */
  reported_at: text(),
});
export type PhoneBacklog = v.InferOutput<typeof phoneBacklogSchema>;

/** One job still to do, in the order the driver will reach it. */
export const boardStopSchema = strictWireObject({
  job_id: text(),
  job_number: text(),
  customer_name: text(),
  postcode: text(),
  window_start: text(),
  window_end: text(),
  /** Arrival estimate (local timestamp), or null when nothing places the stop (no geocode). */
  eta: nullable(text()),
  /** True when the ETA starts from no position, or one older than the model's stale_position_minutes. */
  eta_is_guess: v.boolean(),
  /** Straight-line metres from the van's last position; null without a position or a geocode. */
  distance_m: nullable(count()),
  /** The driver reached this drop (the 100 m rule fired: arrived_at_drop). */
  arrived: v.boolean(),
});
export type BoardStop = v.InferOutput<typeof boardStopSchema>;

/** Jobs of the van by outcome: done (complete or no fix required), failed, suspended, still to do. */
export const vanProgressSchema = strictWireObject({
  done: count(),
  failed: count(),
  suspended: count(),
  to_do: count(),
});
export type VanProgress = v.InferOutput<typeof vanProgressSchema>;

/** One van of the day: a manifest and its driver. */
export const boardVanSchema = strictWireObject({
  manifest_id: text(),
  vehicle_id: text(),
  driver_id: text(),
  /** First and last name of the driver's account; the driver id when no account names them. */
  driver_name: text(),
  progress: vanProgressSchema,
  /** The job in hand: the stop the driver arrived at, or the one the last job heartbeat named; null when none. */
  in_hand_job_id: nullable(text()),
  position: nullable(vanPositionSchema),
  phone_backlog: nullable(phoneBacklogSchema),
  /** Remaining stops in driving order (the first is the next drop). */
  stops: wireArray(boardStopSchema, 10_000),
});
export type BoardVan = v.InferOutput<typeof boardVanSchema>;

/** Why a job needs the office. */
export const OFFICE_ITEM_KINDS = ['conflict', 'failed', 'suspended'] as const;
export type OfficeItemKind = (typeof OFFICE_ITEM_KINDS)[number];

/** A job of today that needs the office: a change refused as a conflict, a failed or a suspended job. */
export const officeItemSchema = strictWireObject({
  kind: oneOf(OFFICE_ITEM_KINDS),
  job_id: text(),
  job_number: text(),
  customer_name: text(),
  driver_name: text(),
  /** The reason in words (a reason code's text, the suspend note, what the refused change set). */
  reason: text(),
  /** When it happened (ISO 8601). */
  at: text(),
});
export type OfficeItem = v.InferOutput<typeof officeItemSchema>;

/** The board answer. */
export const todayBoardSchema = strictWireObject({
  /** The day shown (YYYY-MM-DD, the gateway's today). */
  date: text(),
  branch: text(),
  /** When the gateway built it (ISO 8601). */
  generated_at: text(),
  /**
   * The last office change the board includes (the `id` of its event): a change id, decimal digits; a
   * gateway that has heard none for the branch since it started answers the id it took at start (never one
   * it answered before a restart). An event stream resumed with this Last-Event-ID sends nothing until the
   * next change.
   */
  version: text(),
  travel_model: travelModelSchema,
  vans: wireArray(boardVanSchema, 10_000),
  needs_office: wireArray(officeItemSchema, 10_000),
});
export type TodayBoard = v.InferOutput<typeof todayBoardSchema>;
