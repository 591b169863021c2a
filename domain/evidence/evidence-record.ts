/**
 * The evidence record of one job: everything the driver captured and the office changed, in the order it
 * happened, with when each piece reached the gateway. One valibot schema per shape, shared by both sides of
 * the wire: the gateway assembles and answers it (GET apiPaths.jobEvidence, typed by these types), the engine
 * checks the answer against the same schema before the page draws it, and the phone assembles the same shape
 * from local data for its offline Evidence view. Times: `at` is the phone's local time as captured
 * (YYYY-MM-DDTHH:mm:ss, Europe/London); `receivedAt` is an ISO 8601 instant (null: not at the gateway yet, or
 * the phone's own view).
 */
import * as v from 'valibot';

const textOrNull = v.nullable(v.string());
const texts = v.array(v.string());

/** Who did something; `name` is first and last name, or the username when unknown. */
export const EvidenceActorSchema = v.object({
  role: v.picklist(['driver', 'admin']),
  username: v.string(),
  name: v.string(),
});
export type EvidenceActor = v.InferOutput<typeof EvidenceActorSchema>;

/**
 * How a photo's or signature's bytes compare with the SHA-256 the phone computed at capture: `match` (the
 * stored bytes hash to it), `mismatch` (they do not: the record marks the image), `unchecked` (the phone sent
 * no SHA-256: evidence captured before hashes existed), `missing` (the bytes are not in the store, yet).
 */
export const IntegrityStateSchema = v.picklist(['match', 'mismatch', 'unchecked', 'missing']);
export type IntegrityState = v.InferOutput<typeof IntegrityStateSchema>;

/**
 * A photo or the signature, and its integrity. `ref` is the opaque reference the evidence-bytes call takes
 * (apiPaths.jobEvidenceImage), a local photo id on the phone; `label` says what it shows in the driver's words
 * ("Signature", "Front door", "Damage: Grey sofa"); the SHA-256s are lower-case hex, null when none was sent
 * or nothing is stored; `annotated` is true for a photo drawn on with the pen.
 */
export const EvidenceImageSchema = v.object({
  ref: v.string(),
  label: v.string(),
  contentType: v.string(),
  at: textOrNull,
  receivedAt: textOrNull,
  capturedSha256: textOrNull,
  storedSha256: textOrNull,
  integrity: IntegrityStateSchema,
  annotated: v.boolean(),
});
export type EvidenceImage = v.InferOutput<typeof EvidenceImageSchema>;

/** One item of the job, planned and delivered. */
export const EvidenceItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  planned: v.number(),
  delivered: v.number(),
});
export type EvidenceItem = v.InferOutput<typeof EvidenceItemSchema>;

/** The job the record is about; `type` is the job type in the driver's words, as planned (jobTypeLabelOf). */
export const EvidenceJobSchema = v.object({
  id: v.string(),
  jobNumber: v.string(),
  jobDate: v.string(),
  type: v.string(),
  retailer: v.string(),
  orderNumber: v.string(),
  customerName: v.string(),
  addressLines: texts,
  postcode: v.string(),
  driverId: v.string(),
  branch: v.string(),
  items: v.array(EvidenceItemSchema),
});
export type EvidenceJob = v.InferOutput<typeof EvidenceJobSchema>;

/** A question of the risk assessment as answered: 'Yes' / 'No' for a yes-or-no question, null for a comment one. */
export const EvidenceAnswerSchema = v.object({
  question: v.string(),
  answer: v.nullable(v.picklist(['Yes', 'No'])),
  comment: v.string(),
  photos: v.array(EvidenceImageSchema),
});
export type EvidenceAnswer = v.InferOutput<typeof EvidenceAnswerSchema>;

/**
 * An issue reported on the property or an item: `subject` is "Property" or the item's name, `reasonPath` runs
 * from the top reason down ("Damaged", "Scratched"), `outcome` is an item's issue kind and count
 * ("Damaged · Delivered 1 of 1", items only).
 */
export const EvidenceIssueSchema = v.object({
  subject: v.string(),
  reasonPath: texts,
  comment: v.string(),
  outcome: v.optional(v.string()),
  photos: v.array(EvidenceImageSchema),
});
export type EvidenceIssue = v.InferOutput<typeof EvidenceIssueSchema>;

/** What every event carries: when it happened on the phone and when it reached the gateway. */
const moment = { at: v.string(), receivedAt: textOrNull };

/**
 * One thing that happened, in time order.
 * - arrival: `distanceMetres` from the customer's address (its postcode's position).
 * - visit: when the driver arrived and left (the job's arrived_time and departure_time) and whose accepted
 *   update first carried each (the driver's phone or an admin; null when none did).
 * - outcome: the outcome in words ("Completed", "Failed", …); a service call's `taskOutcome` in words and,
 *   with Parts Required, the `part` asked for (only when the job has one); the `position` nearest the
 *   completion time, when a heartbeat was stored near it.
 * - balance: `collected` is false when the driver said it was not; `amount` is taken or still owed ("£45.50");
 *   `paymentType` ("Card") and `reason` are '' when they do not apply.
 * - conflict: what the sync did, in words (`resolution`), and what the refused change had recorded: its
 *   outcome in words ('' when it set none), reason path and note.
 */
export const EvidenceEventSchema = v.variant('kind', [
  v.object({
    kind: v.literal('riskAssessment'),
    ...moment,
    by: EvidenceActorSchema,
    answers: v.array(EvidenceAnswerSchema),
  }),
  v.object({
    kind: v.literal('arrival'),
    ...moment,
    distanceMetres: v.number(),
    latitude: v.number(),
    longitude: v.number(),
  }),
  v.object({
    kind: v.literal('visit'),
    ...moment,
    arrivedAt: textOrNull,
    arrivalBy: v.nullable(EvidenceActorSchema),
    departedAt: textOrNull,
    departureBy: v.nullable(EvidenceActorSchema),
  }),
  v.object({
    kind: v.literal('outcome'),
    ...moment,
    by: EvidenceActorSchema,
    outcome: v.string(),
    taskOutcome: v.optional(v.string()),
    part: v.optional(v.string()),
    reasonPath: texts,
    note: v.string(),
    photos: v.array(EvidenceImageSchema),
    position: v.nullable(
      v.object({ latitude: v.number(), longitude: v.number(), distanceMetres: v.nullable(v.number()) }),
    ),
  }),
  v.object({
    kind: v.literal('report'),
    ...moment,
    by: EvidenceActorSchema,
    issues: v.array(EvidenceIssueSchema),
  }),
  v.object({
    kind: v.literal('balance'),
    ...moment,
    by: EvidenceActorSchema,
    collected: v.boolean(),
    amount: v.string(),
    paymentType: v.string(),
    reason: v.string(),
  }),
  v.object({
    kind: v.literal('proof'),
    ...moment,
    signedBy: v.string(),
    signature: v.nullable(EvidenceImageSchema),
    photos: v.array(EvidenceImageSchema),
  }),
  v.object({
    kind: v.literal('conflict'),
    ...moment,
    by: EvidenceActorSchema,
    resolution: v.string(),
    outcome: v.string(),
    reasonPath: texts,
    note: v.string(),
  }),
]);
export type EvidenceEvent = v.InferOutput<typeof EvidenceEventSchema>;

/** A version of a record the gateway served before: its digest, and when it was first served (ISO 8601). */
export const EvidenceVersionSchema = v.object({ digest: v.string(), firstServedAt: v.string() });
export type EvidenceVersion = v.InferOutput<typeof EvidenceVersionSchema>;

/**
 * The whole record. `source` says where it was assembled: at the gateway, or on the phone from local data.
 * `digest` is the lower-case hex SHA-256 over the record's canonical JSON without this field (evidenceDigest),
 * printed in the footer so a printed copy can be checked against the gateway later; empty on the phone's view.
 * `earlierVersions` lists every earlier version the gateway served, oldest first (kept for good), so a copy
 * printed before the record changed still verifies; not part of the digest, absent on the phone's view.
 */
export const EvidenceRecordSchema = v.object({
  job: EvidenceJobSchema,
  events: v.array(EvidenceEventSchema),
  source: v.picklist(['gateway', 'phone']),
  digest: v.string(),
  earlierVersions: v.optional(v.array(EvidenceVersionSchema)),
});
export type EvidenceRecord = v.InferOutput<typeof EvidenceRecordSchema>;

/** One line of the admin's search results; `outcome` is the outcome in words. */
export const EvidenceSearchHitSchema = v.object({
  id: v.string(),
  jobNumber: v.string(),
  jobDate: v.string(),
  orderNumber: v.string(),
  customerName: v.string(),
  postcode: v.string(),
  outcome: v.string(),
});
export type EvidenceSearchHit = v.InferOutput<typeof EvidenceSearchHitSchema>;

/** A page of search results. */
export const EvidenceSearchPageSchema = v.object({
  hits: v.array(EvidenceSearchHitSchema),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
});
export type EvidenceSearchPage = v.InferOutput<typeof EvidenceSearchPageSchema>;
