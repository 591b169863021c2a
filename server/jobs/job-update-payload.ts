/**
 * Reads a job update (the client's JSON job payload) into the outcome fields
 * the gateway applies. Unknown fields are kept in the stored update row only;
 * anything malformed is a 400 naming the field.
 */
import { TEXT_MAX_CHARS } from '../../src/domain/constants';
import type { GalleryImage, JobDeliveryDetails, Note, ProductDeliveryDetails } from '../../src/domain/job';
import { badRequest } from '../http/api-error';
import {
  expectArray,
  expectId,
  expectInteger,
  expectNumber,
  expectObject,
  expectString,
  optionalBoolean,
  optionalInteger,
  optionalString,
  withoutUndefined,
} from '../http/shape-check';
import type { JsonObject } from '../http/shape-check';

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
  /** The customer's printed name taken on the signature screen. */
  signed_by?: string | null;
  payment_type?: string | null;
  collectionProcessed?: boolean;
  collectionPhaseComplete?: boolean;
}

/** One product's outcome. */
export interface ProductUpdate {
  id: string | number;
  outcome_status?: number;
  delivery_job: Partial<ProductDeliveryDetails>;
  newNotes: Note[];
}

/** A validated job update. */
export interface JobUpdatePayload {
  id: string;
  fields: JobOutcomeFields;
  deliveryJob: Partial<JobDeliveryDetails>;
  products: ProductUpdate[];
  newCustomerNotes: Note[];
  gallery: GalleryImage[];
}

const TIME_MAX = 40;
const SIGNATURE_MAX = 2_000_000;
const SIGNED_BY_MAX = 200;
const HEADING_MAX = 200;

function note(value: unknown, path: string): Note {
  const o = expectObject(value, path);
  return {
    id: o.id === undefined || o.id === null || o.id === '' ? '' : expectId(o.id, `${path}.id`),
    type: expectInteger(o.type, `${path}.type`, { min: 1, max: 4 }) as Note['type'],
    note: expectString(o.note, `${path}.note`, TEXT_MAX_CHARS),
    date: expectString(o.date, `${path}.date`, TIME_MAX),
    new: optionalBoolean(o.new, `${path}.new`),
  };
}

/** Only notes flagged new are appended (spec §5). */
function newNotes(value: unknown, path: string): Note[] {
  if (value === undefined || value === null) return [];
  return expectArray(value, path)
    .map((item, i) => note(item, `${path}[${i}]`))
    .filter((n) => n.new === true);
}

function outcomeFields(o: JsonObject): JobOutcomeFields {
  const fields: JobOutcomeFields = {
    job_outcome_status: optionalInteger(o.job_outcome_status, 'job_outcome_status', { min: 1, max: 5 }) as
      JobOutcomeFields['job_outcome_status'] | undefined,
    job_outcome_time: optionalString(o.job_outcome_time, 'job_outcome_time', {
      max: TIME_MAX,
      nullable: true,
    }),
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
    arrived_time: optionalString(o.arrived_time, 'arrived_time', { max: TIME_MAX, nullable: true }),
    departure_time: optionalString(o.departure_time, 'departure_time', { max: TIME_MAX, nullable: true }),
    signature: optionalString(o.signature, 'signature', { max: SIGNATURE_MAX, nullable: true }),
    signed_by: optionalString(o.signed_by, 'signed_by', { max: SIGNED_BY_MAX, nullable: true }),
    payment_type: optionalString(o.payment_type, 'payment_type', { max: 100, nullable: true }),
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
    delivery_issue: optionalInteger(d.delivery_issue, `${path}.delivery_job.delivery_issue`, code),
  };
  return {
    id: expectId(o.id, `${path}.id`),
    outcome_status:
      optionalInteger(o.outcome_status, `${path}.outcome_status`, { min: 0, max: 9 }) ?? undefined,
    delivery_job: withoutUndefined(details),
    newNotes: newNotes(o.notes, `${path}.notes`),
  };
}

function galleryImage(value: unknown, path: string): GalleryImage | null {
  const o = expectObject(value, path);
  const status = o.status;
  if (status !== 'up' && status !== 'down') throw badRequest(`${path}.status must be "up" or "down"`);
  if (status === 'up') return null;
  const heading = optionalString(o.heading, `${path}.heading`, { max: HEADING_MAX, nullable: true });
  return {
    id: String(expectId(o.id, `${path}.id`)),
    uri: expectString(o.uri, `${path}.uri`, 2000),
    type: expectString(o.type, `${path}.type`, 100),
    status,
    // which item a product's photo shows ('product:{id}')
    ...(typeof heading === 'string' ? { heading } : {}),
  };
}

/** Validates a job update body. */
export function parseJobUpdate(value: unknown): JobUpdatePayload {
  const o = expectObject(value, 'The job update');
  const customers = o.customer === undefined ? [] : expectArray(o.customer, 'customer');
  const firstCustomer = customers[0] === undefined ? {} : expectObject(customers[0], 'customer[0]');
  return {
    id: expectString(o.id, 'id', 100),
    fields: outcomeFields(o),
    deliveryJob: deliveryJob(o.delivery_job),
    products:
      o.products === undefined
        ? []
        : expectArray(o.products, 'products').map((p, i) => product(p, `products[${i}]`)),
    newCustomerNotes: newNotes(firstCustomer.notes, 'customer[0].notes'),
    gallery:
      o.job_activity_gallery === undefined
        ? []
        : expectArray(o.job_activity_gallery, 'job_activity_gallery')
            .map((g, i) => galleryImage(g, `job_activity_gallery[${i}]`))
            .filter((g): g is GalleryImage => g !== null),
  };
}
