/** The numbers of the product rules (9.1–9.12), named once for every realm. */

/** Distance to the customer's postcode that counts as arrival (metres). */
export const ARRIVAL_DISTANCE_M = 100;
/** Regular heartbeat interval (5 minutes). */
export const HEARTBEAT_INTERVAL_MS = 300_000;
/** Minimum gap between two unforced heartbeats. */
export const HEARTBEAT_MIN_GAP_MS = 3_000;
/** Stored jobs older than this (by latest download) are dropped at startup. */
export const STORED_JOBS_MAX_AGE_MS = 18 * 60 * 60 * 1000;
/** Access and refresh tokens expire after this many days. */
export const TOKEN_LIFETIME_DAYS = 60;
/** Notes, comments and the suspend note: at most this many characters. */
export const TEXT_MAX_CHARS = 150;
/** The customer's printed name needs at least this many characters. */
export const CUSTOMER_NAME_MIN_CHARS = 2;
/** Steps (pages) of the dynamic risk assessment. */
export const RISK_STEPS = 5;
/** Reason codes nest up to this many levels. */
export const REASON_MAX_LEVELS = 3;
/** Photos are scaled down to at most this many pixels each way. */
export const PHOTO_MAX_PX = 800;
/** Photo editor pen colour. */
export const PEN_COLOUR = '#C7247F';
/** The text-area counter turns red at or below this many remaining characters. */
export const TEXT_WARNING_THRESHOLD = 10;
/** Key-hold repeat of the time steppers: first delay, then each repeat. */
export const KEY_REPEAT_FIRST_MS = 500;
export const KEY_REPEAT_NEXT_MS = 100;
/** Retailer used when a job carries none (retailer id and the notes query). */
export const DEFAULT_RETAILER_CODE = 'DOORSTEP';
/** Installable app names (web manifest short and long name). */
export const APP_NAME = 'Doorstep';
export const APP_LONG_NAME = 'Doorstep Delivery & Collection';

/** Signature pad: screen width minus this many pixels wide, this many pixels high. */
export const SIGNATURE_PAD_WIDTH_MARGIN_PX = 20;
export const SIGNATURE_PAD_HEIGHT_PX = 200;
/** Signature pad pen width range and throttle. */
export const SIGNATURE_PEN_MIN_WIDTH = 0.5;
export const SIGNATURE_PEN_MAX_WIDTH = 2.5;
export const SIGNATURE_THROTTLE_MS = 16;

/** Image storage multipart upload limits. */
export const MULTIPART_PART_MIN_BYTES = 5 * 1024 * 1024;
export const MULTIPART_MAX_PARTS = 10_000;
export const MULTIPART_QUEUE_SIZE = 4;
/** Region of the cloud object store and identity pool. */
export const IMAGE_STORE_REGION = 'eu-west-1';

/** Date formats (product rule 9.9). */
export const REQUEST_DATE_FORMAT = 'DDMMYYYY';
export const DISPLAY_DATE_FORMAT = 'ddd, DD MMM YYYY';
export const TIMESTAMP_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
export const ISO_DAY_FORMAT = 'YYYY-MM-DD';
