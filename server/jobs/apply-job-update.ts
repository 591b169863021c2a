/** Applies a validated job update to the stored job: outcome fields, product outcomes, new notes, uploaded photos. */
import type { GalleryImage, Job, Note, Product } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { badRequest } from '../http/api-error';
import type { JobUpdatePayload, ProductUpdate } from './job-update-payload';
import { checkServiceCallRules } from './service-call-rules';

function sameNote(a: Note, b: Note): boolean {
  if (a.id !== '' && b.id !== '' && String(a.id) === String(b.id)) return true;
  return a.type === b.type && a.note === b.note && a.date === b.date;
}

/** Appends the notes not already stored; stored notes are no longer "new", and each gets an id. */
function appendNotes(stored: readonly Note[], incoming: readonly Note[], idPrefix: string): Note[] {
  const notes = [...stored];
  for (const n of incoming) {
    if (notes.some((existing) => sameNote(existing, n))) continue;
    notes.push({ ...n, id: n.id === '' ? `${idPrefix}-${notes.length + 1}` : n.id, new: false });
  }
  return notes;
}

/** A quantity the update sets may not be above the product's planned quantity (a 400 naming the field). */
function checkQuantities(product: Product, update: ProductUpdate): void {
  const planned = product.delivery_job.planned_quantity;
  for (const field of ['delivered_quantity', 'new_delivered_quantity'] as const) {
    const quantity = update.delivery_job[field];
    if (typeof quantity === 'number' && quantity > planned) {
      throw badRequest(
        `${update.path}.delivery_job.${field} must be a whole number from 0 to ${planned} (the planned quantity)`,
      );
    }
  }
}

function applyProduct(product: Product, update: ProductUpdate | undefined, jobNumber: string): Product {
  if (!update) return product;
  checkQuantities(product, update);
  return {
    ...product,
    ...(update.outcome_status === undefined ? {} : { outcome_status: update.outcome_status }),
    delivery_job: { ...product.delivery_job, ...update.delivery_job },
    notes: appendNotes(product.notes ?? [], update.newNotes, `${jobNumber}-p${String(product.id)}`),
  };
}

function appendGallery(stored: readonly GalleryImage[], incoming: readonly GalleryImage[]): GalleryImage[] {
  const gallery = [...stored];
  for (const image of incoming) if (!gallery.some((g) => g.uri === image.uri)) gallery.push(image);
  return gallery;
}

/** The stored job after the update; a product id the job does not have, or a broken service call rule, is a 400. */
export function applyJobUpdate(stored: Job, update: JobUpdatePayload): Job {
  checkServiceCallRules(stored, update);
  const byId = new Map(update.products.map((p) => [String(p.id), p]));
  for (const id of byId.keys()) {
    if (!stored.products.some((p) => String(p.id) === id)) {
      throw badRequest(`Job ${stored.id} has no product ${id}`);
    }
  }
  const jobNumber = jobNumberFromId(stored.id);
  const [customer, ...otherCustomers] = stored.customer;
  return {
    ...stored,
    ...update.fields,
    delivery_job: { ...stored.delivery_job, ...update.deliveryJob },
    products: stored.products.map((p) => applyProduct(p, byId.get(String(p.id)), jobNumber)),
    customer: customer
      ? [
          { ...customer, notes: appendNotes(customer.notes, update.newCustomerNotes, jobNumber) },
          ...otherCustomers,
        ]
      : [],
    job_activity_gallery: appendGallery(stored.job_activity_gallery ?? [], update.gallery),
  };
}
