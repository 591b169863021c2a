/**
 * Reads a job update (the client's JSON job payload, product rules 3.1 and 5.8) into the
 * outcome fields the gateway applies: the one validator of both update calls.
 * Timestamps must be real moments written YYYY-MM-DDTHH:mm:ss, texts are
 * bounded (notes 150 characters), photo links are http(s) links and the
 * signature is the object store's link to a signature of this job. Unknown
 * fields are kept in the stored update row only; anything malformed is a 400
 * naming the field.
 */
import type { GalleryImage, JobDeliveryDetails, Note, ProductDeliveryDetails } from '@domain/job/job';
import {
  expectArray,
  expectId,
  expectNumber,
  expectObject,
  expectOneOf,
  expectString,
  optionalBoolean,
  optionalInteger,
  optionalString,
  optionalTimestamp,
  withoutUndefined,
} from '../http/shape-check';
import type { JsonObject } from '../http/shape-check';
import { newNotes, optionalSha256, signatureLink, uploadedPhotos } from './job-update-evidence';
import { optionalAmountTaken, optionalPaymentType } from './job-update-balance';
import { JOB_TYPE_READINGS } from '@domain/job/job-type-reading';
import type { JobTypeReading } from '@domain/job/job-type-reading';

/** Job-level outcome fields the gateway stores. */
export interface JobOutcomeFields {
  job_outcome_status?: 1 | 2 | 3 | 4 | 5;
  job_outcome_time?: string | null;
  job_suspend_reason?: number | null;
  task_outcome_status?: 1 | 2 | 3 | 4 | null;
  arrived_at_drop?: boolean;
  arrived_time?: string | null;
  departure_time?: string | null;
  signature?: string | null;
  /** The signature's SHA-256 taken on the phone (lower-case hex). */
  signature_sha256?: string | null;
  /** The customer's printed name taken on the signature screen. */
  signed_by?: string | null;
  payment_type?: string | null;
  collectionProcessed?: boolean;
  collectionPhaseComplete?: boolean;
}

/** One product's outcome. */
export interface ProductUpdate {
  id: string | number;
  /** Where the product sits in the body ('products[0]'), to name a field the stored job refuses. */
  path: string;
  outcome_status?: number;
  delivery_job: Partial<ProductDeliveryDetails>;
  newNotes: Note[];
}

/** A validated job update. */
export interface JobUpdatePayload {
  id: string;
  /** The reading of job types 1 and 3 the change was made under; checked against the job's, never stored. */
  jobTypeReading?: JobTypeReading;
  fields: JobOutcomeFields;
  deliveryJob: Partial<JobDeliveryDetails>;
  products: ProductUpdate[];
  newCustomerNotes: Note[];
  gallery: GalleryImage[];
}

const JOB_ID_MAX = 100;
const SIGNED_BY_MAX = 200;

function outcomeFields(o: JsonObject): JobOutcomeFields {
  const fields: JobOutcomeFields = {
    job_outcome_status: optionalInteger(o.job_outcome_status, 'job_outcome_status', { min: 1, max: 5 }) as
      JobOutcomeFields['job_outcome_status'] | undefined,
    job_outcome_time: optionalTimestamp(o.job_outcome_time, 'job_outcome_time', { nullable: true }),
    job_suspend_reason: optionalInteger(o.job_suspend_reason, 'job_suspend_reason', {
      min: 0,
      max: 99,
      nullable: true,
      lenient: true,
    }),
    task_outcome_status: optionalInteger(o.task_outcome_status, 'task_outcome_status', {
      min: 1,
      max: 4,
      nullable: true,
    }) as JobOutcomeFields['task_outcome_status'],
    arrived_at_drop: optionalBoolean(o.arrived_at_drop, 'arrived_at_drop'),
    arrived_time: optionalTimestamp(o.arrived_time, 'arrived_time', { nullable: true }),
    departure_time: optionalTimestamp(o.departure_time, 'departure_time', { nullable: true }),
    signature: signatureLink(o.signature),
    signature_sha256: optionalSha256(o.signature_sha256, 'signature_sha256'),
    signed_by: optionalString(o.signed_by, 'signed_by', { max: SIGNED_BY_MAX, nullable: true }),
    payment_type: optionalPaymentType(o.payment_type),
    collectionProcessed: optionalBoolean(o.collectionProcessed, 'collectionProcessed'),
    collectionPhaseComplete: optionalBoolean(o.collectionPhaseComplete, 'collectionPhaseComplete'),
  };
  return withoutUndefined(fields);
}

function deliveryJob(value: unknown): Partial<JobDeliveryDetails> {
  if (value === undefined) return {};
  const o = expectObject(value, 'delivery_job');
  const reason = { min: 0, max: 1_000_000, nullable: true };
  const details: Partial<JobDeliveryDetails> = {
    job_failed_reason: optionalInteger(o.job_failed_reason, 'delivery_job.job_failed_reason', reason),
    damage_reason: optionalInteger(o.damage_reason, 'delivery_job.damage_reason', reason),
    account_balance:
      o.account_balance === undefined
        ? undefined
        : expectNumber(o.account_balance, 'delivery_job.account_balance', { min: 0, max: 1_000_000 }),
    balance_collected: optionalBoolean(o.balance_collected, 'delivery_job.balance_collected'),
    balanceCollected: optionalBoolean(o.balanceCollected, 'delivery_job.balanceCollected'),
    balance_paid: optionalBoolean(o.balance_paid, 'delivery_job.balance_paid'),
    balance_reason:
      optionalInteger(o.balance_reason, 'delivery_job.balance_reason', { min: 0, max: 99 }) ?? undefined,
    is_collected: optionalBoolean(o.is_collected, 'delivery_job.is_collected'),
    balance_amount_taken: optionalAmountTaken(o.balance_amount_taken),
  };
  return withoutUndefined(details);
}

function product(value: unknown, path: string): ProductUpdate {
  const o = expectObject(value, path);
  const d = o.delivery_job === undefined ? {} : expectObject(o.delivery_job, `${path}.delivery_job`);
  const quantity = { min: 0, max: 10_000 };
  const code = { min: 0, max: 1_000_000, nullable: true };
  const details: Partial<ProductDeliveryDetails> = {
    delivered_quantity:
      optionalInteger(d.delivered_quantity, `${path}.delivery_job.delivered_quantity`, quantity) ?? undefined,
    new_delivered_quantity: optionalInteger(
      d.new_delivered_quantity,
      `${path}.delivery_job.new_delivered_quantity`,
      {
        ...quantity,
        nullable: true,
      },
    ),
    damage_reason: optionalInteger(d.damage_reason, `${path}.delivery_job.damage_reason`, code),
    // The item issue enumeration (product rule 3.13): 1 Damaged, 2 Missing, 3 Not Required; 0 or null when there is no issue.
    delivery_issue: optionalInteger(d.delivery_issue, `${path}.delivery_job.delivery_issue`, {
      min: 0,
      max: 3,
      nullable: true,
    }),
  };
  return {
    id: expectId(o.id, `${path}.id`),
    path,
    outcome_status:
      optionalInteger(o.outcome_status, `${path}.outcome_status`, { min: 0, max: 9 }) ?? undefined,
    delivery_job: withoutUndefined(details),
    newNotes: newNotes(o.notes, `${path}.notes`),
  };
}

/** Validates a job update body (its signature is checked against the job by requireOwnSignature). */
export function parseJobUpdate(value: unknown): JobUpdatePayload {
  const o = expectObject(value, 'The job update');
  const id = expectString(o.id, 'id', JOB_ID_MAX);
  optionalTimestamp(o.timestamp, 'timestamp');
  const customers = o.customer === undefined ? [] : expectArray(o.customer, 'customer');
  const firstCustomer = customers[0] === undefined ? {} : expectObject(customers[0], 'customer[0]');
  return {
    id,
    ...(o.job_type_reading === undefined
      ? {}
      : { jobTypeReading: expectOneOf(o.job_type_reading, 'job_type_reading', JOB_TYPE_READINGS) }),
    fields: outcomeFields(o),
    deliveryJob: deliveryJob(o.delivery_job),
    products:
      o.products === undefined
        ? []
        : expectArray(o.products, 'products').map((p, i) => product(p, `products[${i}]`)),
    newCustomerNotes: newNotes(firstCustomer.notes, 'customer[0].notes'),
    gallery: uploadedPhotos(o.job_activity_gallery),
  };
}
