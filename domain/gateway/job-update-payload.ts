/**
 * The app's side of the job update payload (the gateway's side, which reads
 * it, is server/jobs/job-update-payload.ts): the job as it goes on the wire to
 * the job update calls (product rule 5.8). What is built here must be a JobUpdateWire,
 * the input of the schema the gateway checks the body with
 * (job-update-schema.ts), so a field the two disagree on fails to compile; its
 * tests also post one to a real gateway.
 */
import { TEXT_MAX_CHARS } from '../app/constants';
import { formatTimestamp } from '../time/dates';
import type { DateInput } from '../time/dates';
import type { Customer, GalleryImage, Job, JobDeliveryDetails, Note, Product } from '../job/job';
import { wireOutcomeStatus } from '../completion/product-outcome';
import type { WireProductOutcome } from '../completion/product-outcome';
import { limitText } from '../app/text-limit';
import type { JobUpdateWire } from './job-update-schema';

/** A new note as sent: its text cut to 150 characters, its date YYYY-MM-DDTHH:mm:ss. */
export interface JobUpdateNote extends Note {
  new: true;
}

/** An uploaded photo as sent: its location, never its data. */
export type JobUpdateImage = Omit<GalleryImage, 'data'> & { status: 'down' };

export interface JobUpdateCustomer extends Omit<Customer, 'notes'> {
  notes: JobUpdateNote[];
}

export interface JobUpdateProduct extends Omit<Product, 'notes' | 'after_images' | 'outcome_status'> {
  /** 1 when the job is complete and something of the product was delivered, otherwise 4. */
  outcome_status: WireProductOutcome;
  notes: JobUpdateNote[];
  /** Always empty: images are uploaded separately. */
  after_images: [];
}

export interface JobUpdateDeliveryDetails extends Omit<JobDeliveryDetails, 'balanceCollected'> {
  balance_collected: boolean;
  /** The other spelling of product rule 3.4, always equal to balance_collected. */
  balanceCollected: boolean;
  balance_reason: number;
  is_collected: boolean;
}

/** Device-only bookkeeping never sent, and the fields the payload rewrites. */
type RewrittenField =
  | 'active'
  | 'changed'
  | 'requiresSync'
  | 'noLongerAssigned'
  | 'customerNameDraft'
  | 'job_outcome_time'
  | 'job_suspend_reason'
  | 'arrived_time'
  | 'departure_time'
  | 'job_activity_gallery'
  | 'customer'
  | 'products'
  | 'delivery_job';

/** The JSON body of POST …/delivery/job/update (and the admin update). */
export interface JobUpdateRequest extends Omit<Job, RewrittenField> {
  job_outcome_time: string | null;
  job_suspend_reason: number;
  arrived_time?: string | null;
  departure_time?: string | null;
  job_activity_gallery: JobUpdateImage[];
  customer: JobUpdateCustomer[];
  products: JobUpdateProduct[];
  delivery_job: JobUpdateDeliveryDetails;
  /** When the payload was built (YYYY-MM-DDTHH:mm:ss). */
  timestamp: string;
}

/** A number or text parsed as an integer (parseInt, base 10); 0 when that fails or is negative. */
export function parseReasonCode(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return 0;
  const n = Number.parseInt(String(value).trim(), 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** A timestamp as YYYY-MM-DDTHH:mm:ss; null when absent or unreadable. */
function wireTime(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const formatted = formatTimestamp(value);
  return formatted === '' ? null : formatted;
}

/** Only notes flagged new with some text; text cut to 150, date formatted (now when unreadable). */
function newNotes(notes: readonly Note[] | undefined, nowText: string): JobUpdateNote[] {
  return (notes ?? [])
    .filter((note) => note.new === true && note.note.trim() !== '')
    .map((note) => ({
      ...note,
      note: limitText(note.note, TEXT_MAX_CHARS),
      date: wireTime(note.date) ?? nowText,
      new: true,
    }));
}

/** Uploaded photos only (status down, with a location), without their data. */
function uploadedImages(gallery: readonly GalleryImage[] | undefined): JobUpdateImage[] {
  return (gallery ?? [])
    .filter((image) => image.status === 'down' && image.uri.trim() !== '')
    .map(({ data: _data, ...image }) => ({ ...image, status: 'down' }));
}

function deliveryDetails(d: JobDeliveryDetails): JobUpdateDeliveryDetails {
  const { balanceCollected: _alias, ...rest } = d;
  const collected = d.account_balance === 0;
  return {
    ...rest,
    balance_collected: collected,
    balanceCollected: collected,
    balance_reason: parseReasonCode(d.balance_reason),
    is_collected: d.is_collected ?? false,
  };
}

/**
 * The wire payload of a job (product rule 5.8): job_suspend_reason parsed as an integer
 * (default 0), balance_reason default 0, balance_collected true only when
 * account_balance is 0, is_collected default false, only notes flagged new,
 * product after_images empty, product outcome_status 1 when the job is complete
 * and something was delivered (else 4), timestamps YYYY-MM-DDTHH:mm:ss. Never
 * mutates the job.
 */
export function buildJobUpdatePayload(job: Job, now: DateInput): JobUpdateRequest {
  const nowText = formatTimestamp(now);
  const {
    active: _active,
    changed: _changed,
    requiresSync: _requiresSync,
    noLongerAssigned: _noLongerAssigned,
    customerNameDraft: _customerNameDraft,
    arrived_time,
    departure_time,
    ...rest
  } = job;
  const payload: JobUpdateRequest = {
    ...rest,
    job_outcome_time: wireTime(job.job_outcome_time),
    job_suspend_reason: parseReasonCode(job.job_suspend_reason),
    ...(arrived_time === undefined ? {} : { arrived_time: wireTime(arrived_time) }),
    ...(departure_time === undefined ? {} : { departure_time: wireTime(departure_time) }),
    job_activity_gallery: uploadedImages(job.job_activity_gallery),
    customer: job.customer.map((customer) => ({ ...customer, notes: newNotes(customer.notes, nowText) })),
    products: job.products.map((product) => ({
      ...product,
      outcome_status: wireOutcomeStatus(job, product),
      notes: newNotes(product.notes, nowText),
      after_images: [],
    })),
    delivery_job: deliveryDetails(job.delivery_job),
    timestamp: nowText,
  };
  return payload satisfies JobUpdateWire;
}
