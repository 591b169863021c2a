/**
 * The gateway's side of the job update payload (the app's side, which builds
 * it, is domain/gateway/job-update-payload.ts): reads a job update into the
 * outcome fields the gateway applies, the one reader of both update calls.
 * The body's shape is checked by the wire schema the app builds it with
 * (domain/gateway/job-update-schema.ts); anything malformed is a 400 naming
 * the field. Unknown fields are kept in the stored update row only.
 */
import type { JobDeliveryDetails, GalleryImage, Note, ProductDeliveryDetails } from '@domain/job/job';
import { jobUpdateSchema } from '@domain/gateway/job-update-schema';
import type { CheckedJobUpdate } from '@domain/gateway/job-update-schema';
import type { JobTypeReading } from '@domain/job/job-type-reading';
import { checkWireBody } from '../http/check-wire-body';

/** Job-level outcome fields the gateway stores. */
export type JobOutcomeFields = Pick<
  CheckedJobUpdate,
  | 'job_outcome_status'
  | 'job_outcome_time'
  | 'job_suspend_reason'
  | 'task_outcome_status'
  | 'arrived_at_drop'
  | 'arrived_time'
  | 'departure_time'
  | 'signature'
  | 'signature_sha256'
  | 'signed_by'
  | 'payment_type'
  | 'collectionProcessed'
  | 'collectionPhaseComplete'
>;

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

/** The fields of `value` the schema names (the loose schema keeps the others as sent). */
function named<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]])) as Pick<T, K>;
}

const OUTCOME_FIELDS = [
  'job_outcome_status',
  'job_outcome_time',
  'job_suspend_reason',
  'task_outcome_status',
  'arrived_at_drop',
  'arrived_time',
  'departure_time',
  'signature',
  'signature_sha256',
  'signed_by',
  'payment_type',
  'collectionProcessed',
  'collectionPhaseComplete',
] as const;

const DELIVERY_JOB_FIELDS = [
  'job_failed_reason',
  'damage_reason',
  'account_balance',
  'balance_collected',
  'balanceCollected',
  'balance_paid',
  'balance_reason',
  'is_collected',
  'balance_amount_taken',
] as const;

const PRODUCT_DELIVERY_JOB_FIELDS = [
  'delivered_quantity',
  'new_delivered_quantity',
  'damage_reason',
  'delivery_issue',
] as const;

/** Validates a job update body (its signature is checked against the job by requireOwnSignature). */
export function parseJobUpdate(value: unknown): JobUpdatePayload {
  const update = checkWireBody(jobUpdateSchema, value, 'The job update');
  return {
    id: update.id,
    ...(update.job_type_reading === undefined ? {} : { jobTypeReading: update.job_type_reading }),
    fields: named(update, OUTCOME_FIELDS),
    deliveryJob: update.delivery_job === undefined ? {} : named(update.delivery_job, DELIVERY_JOB_FIELDS),
    products: update.products.map((product, i) => ({
      id: product.id,
      path: `products[${i}]`,
      ...(product.outcome_status === undefined ? {} : { outcome_status: product.outcome_status }),
      delivery_job:
        product.delivery_job === undefined ? {} : named(product.delivery_job, PRODUCT_DELIVERY_JOB_FIELDS),
      newNotes: product.notes,
    })),
    newCustomerNotes: update.customer?.[0]?.notes ?? [],
    gallery: update.job_activity_gallery,
  };
}
