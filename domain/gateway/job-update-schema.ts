/**
 * The job update as it crosses the wire, the one declaration both sides use:
 * domain/gateway/job-update-payload.ts builds it (typed by JobUpdateWire, so
 * the app cannot build a body the gateway refuses by shape) and the gateway
 * validates both update calls with it (server/jobs/job-update-payload.ts).
 * Timestamps are real moments written YYYY-MM-DDTHH:mm:ss, texts are bounded
 * (notes 150 characters), photo links are http(s) links, the signature is a
 * link (the gateway checks it names a signature of this job). Fields it does
 * not name are kept as sent. Only notes flagged new and photos already
 * uploaded (`down`) come out of it: the others are never stored.
 */
import * as v from 'valibot';
import { TEXT_MAX_CHARS } from '../app/constants';
import { PAYMENT_TYPES } from '../completion/balance';
import { JOB_TYPE_READINGS } from '../job/job-type-reading';
import type { GalleryImage, Note } from '../job/job';
import {
  anyText,
  boundedNumber,
  mediaLink,
  oneOf,
  requiredText,
  sha256Hex,
  truthValue,
  wholeNumber,
  wholeNumberOrDigits,
  wireArray,
  wireId,
  wireList,
  wireObject,
  wireTimestamp,
  wireVariant,
} from './wire-checks';

const JOB_ID_MAX = 100;
const SIGNED_BY_MAX = 200;
const HEADING_MAX = 200;
const IMAGE_TYPE_MAX = 100;
const REASON_CODE_MAX = 1_000_000;
const QUANTITY_MAX = 10_000;
const AMOUNT_MAX = 1_000_000;

/** The words of a signature that is not a link: the gateway says the same of another job's signature. */
export const FOREIGN_SIGNATURE = 'must be null or the object store link of a signature of this job';

const noteSchema = wireObject({
  id: v.optional(v.nullable(v.union([v.literal(''), wireId()], 'is required'))),
  type: v.pipe(
    wholeNumber(1, 4),
    v.transform((type) => type as Note['type']),
  ),
  note: requiredText(TEXT_MAX_CHARS),
  date: wireTimestamp(),
  new: v.optional(truthValue()),
});

/** Notes as sent (every one well formed); out come only those flagged new, to be appended. */
const newNotesSchema = v.pipe(
  v.optional(v.nullable(wireArray(noteSchema)), null),
  v.transform((notes): Note[] =>
    (notes ?? [])
      .filter((note) => note.new === true)
      .map((note) => ({ id: note.id ?? '', type: note.type, note: note.note, date: note.date, new: true })),
  ),
);

const pendingPhotoSchema = v.looseObject({ status: v.literal('up') });

const uploadedPhotoSchema = v.object({
  status: v.literal('down'),
  // which item a product's photo shows ('product:{id}')
  heading: v.optional(v.nullable(anyText(HEADING_MAX))),
  sha256: v.optional(v.nullable(sha256Hex())),
  // drawn on with the pen and saved annotated
  annotated: v.optional(truthValue()),
  id: wireId(),
  uri: mediaLink(),
  type: requiredText(IMAGE_TYPE_MAX),
});

/** job_activity_gallery: every photo well formed; out come the uploaded ones, as the gateway stores them. */
const gallerySchema = v.pipe(
  v.optional(wireArray(wireVariant('status', [pendingPhotoSchema, uploadedPhotoSchema])), []),
  v.transform((photos): GalleryImage[] =>
    photos.flatMap((photo) =>
      photo.status === 'up'
        ? []
        : [
            {
              id: String(photo.id),
              uri: photo.uri,
              type: photo.type,
              status: photo.status,
              ...(typeof photo.heading === 'string' ? { heading: photo.heading } : {}),
              ...(typeof photo.sha256 === 'string' ? { sha256: photo.sha256 } : {}),
              ...(photo.annotated === undefined ? {} : { annotated: photo.annotated }),
            },
          ],
    ),
  ),
);

const reasonCode = v.optional(v.nullable(wholeNumber(0, REASON_CODE_MAX)));

/** delivery_job.balance_amount_taken: pounds and pence, 0 to 1,000,000. */
const amountTakenSchema = v.pipe(
  boundedNumber(0, AMOUNT_MAX),
  v.check(
    (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) <= 1e-6,
    'must be in whole pence (at most 2 decimal places)',
  ),
);

const deliveryJobSchema = wireObject({
  job_failed_reason: reasonCode,
  damage_reason: reasonCode,
  account_balance: v.optional(boundedNumber(0, AMOUNT_MAX)),
  balance_collected: v.optional(truthValue()),
  /** The spec's other spelling, always equal to balance_collected. */
  balanceCollected: v.optional(truthValue()),
  balance_paid: v.optional(truthValue()),
  balance_reason: v.optional(wholeNumber(0, 99)),
  is_collected: v.optional(truthValue()),
  balance_amount_taken: v.optional(amountTakenSchema),
});

const productDeliveryJobSchema = wireObject({
  delivered_quantity: v.optional(wholeNumber(0, QUANTITY_MAX)),
  new_delivered_quantity: v.optional(v.nullable(wholeNumber(0, QUANTITY_MAX))),
  damage_reason: reasonCode,
  // 1 Damaged, 2 Missing, 3 Not Required; 0 or null when there is no issue
  delivery_issue: v.optional(v.nullable(wholeNumber(0, 3))),
});

const productSchema = wireObject({
  id: wireId(),
  outcome_status: v.optional(wholeNumber(0, 9)),
  delivery_job: v.optional(productDeliveryJobSchema),
  notes: newNotesSchema,
});

/** Only the first customer's notes are read (a job has one customer). */
const customersSchema = v.pipe(
  wireList<[unknown?, ...unknown[]]>(),
  v.tupleWithRest([v.optional(wireObject({ notes: newNotesSchema }))], v.unknown()),
);

/** The JSON body of the driver's and the admin's job update calls. */
export const jobUpdateSchema = wireObject({
  id: requiredText(JOB_ID_MAX),
  /** When the payload was built. */
  timestamp: v.optional(wireTimestamp()),
  customer: v.optional(customersSchema),
  /** The reading of job types 1 and 3 the change was made under. */
  job_type_reading: v.optional(oneOf(JOB_TYPE_READINGS)),
  job_outcome_status: v.optional(
    v.pipe(
      wholeNumber(1, 5),
      v.transform((n) => n as 1 | 2 | 3 | 4 | 5),
    ),
  ),
  job_outcome_time: v.optional(v.nullable(wireTimestamp())),
  job_suspend_reason: v.optional(v.nullable(wholeNumberOrDigits(0, 99))),
  task_outcome_status: v.optional(
    v.nullable(
      v.pipe(
        wholeNumber(1, 4),
        v.transform((n) => n as 1 | 2 | 3 | 4),
      ),
    ),
  ),
  arrived_at_drop: v.optional(truthValue()),
  arrived_time: v.optional(v.nullable(wireTimestamp())),
  departure_time: v.optional(v.nullable(wireTimestamp())),
  signature: v.optional(v.nullable(mediaLink(FOREIGN_SIGNATURE))),
  /** The signature's SHA-256 taken on the phone. */
  signature_sha256: v.optional(v.nullable(sha256Hex())),
  /** The customer's printed name taken on the signature screen. */
  signed_by: v.optional(v.nullable(anyText(SIGNED_BY_MAX))),
  payment_type: v.optional(v.nullable(oneOf(PAYMENT_TYPES.map((type) => type.id)))),
  collectionProcessed: v.optional(truthValue()),
  collectionPhaseComplete: v.optional(truthValue()),
  delivery_job: v.optional(deliveryJobSchema),
  products: v.optional(wireArray(productSchema), []),
  job_activity_gallery: gallerySchema,
});

/** A job update as the app may send it. */
export type JobUpdateWire = v.InferInput<typeof jobUpdateSchema>;

/** A job update as the gateway reads it: checked, with only new notes and uploaded photos. */
export type CheckedJobUpdate = v.InferOutput<typeof jobUpdateSchema>;
