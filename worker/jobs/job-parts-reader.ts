/**
 * Readers of what a job carries (product rules 3.1–3.5): notes, contacts, customers, gallery
 * images and products, as the gateway's jobs and notes answers give them. What
 * the app acts on must read (a product's id, type and quantities); a text it only
 * shows reads as '' when absent or not text; a note, contact or photo that does
 * not read is left out and the rest kept.
 */
import { JobType, NoteType } from '@domain/job/enums';
import type {
  Contact,
  Customer,
  GalleryImage,
  Note,
  Product,
  ProductDeliveryDetails,
  Sales,
} from '@domain/job/job';
import {
  either,
  finite,
  flag,
  nullable,
  oneOf,
  orElse,
  record,
  someOf,
  someText,
  text,
  whole,
} from './answer-fields';
import type { Reader } from './answer-fields';

/** An id the gateway gives as text or a number. */
export const anId: Reader<string | number> = either(someText, finite);

/** A text shown to the driver: '' when absent or not text. */
const shown = orElse(text, '');

/** A job or product type (product rule 3.13: 1 to 4). */
export const aJobType = oneOf(Object.values(JobType));

/** A note: its text must be text; an unknown type reads as a job note, a missing date as ''. */
export const readNote: Reader<Note> = record<Note>({
  required: {
    note: text,
    id: orElse(anId, ''),
    type: orElse(oneOf(Object.values(NoteType)), NoteType.JobNote),
    date: shown,
  },
  optional: { new: flag },
});

const readContact: Reader<Contact> = record<Contact>({
  required: { name: shown, number: someText },
  optional: {},
});

const readSales: Reader<Sales> = record<Sales>({
  required: { name: shown, store: shown, delivery_date: shown },
  optional: {},
});

/** A customer: the texts shown, its contacts and notes (the unreadable ones left out). */
export const readCustomer: Reader<Customer> = record<Customer>({
  required: {
    id: orElse(anId, ''),
    name: shown,
    address_1: shown,
    postcode: shown,
    contacts: someOf(readContact),
    notes: someOf(readNote),
  },
  optional: { address_2: text, town: text, sales: readSales, email: text },
});

/** A photo on a job or product: its id, location, type and status must read. */
export const readGalleryImage: Reader<GalleryImage> = record<GalleryImage>({
  required: { id: someText, uri: text, type: text, status: oneOf(['up', 'down'] as const) },
  optional: {
    data: text,
    width: finite,
    height: finite,
    heading: text,
    new: flag,
    sha256: text,
    annotated: flag,
  },
});

const readProductDelivery: Reader<ProductDeliveryDetails> = record<ProductDeliveryDetails>({
  required: { planned_quantity: finite, delivered_quantity: finite },
  optional: {
    new_delivered_quantity: nullable(finite),
    damage_reason: nullable(whole),
    delivery_issue: nullable(whole),
  },
});

type Attributes = NonNullable<Product['attributes']>;
type AdditionalAttributes = NonNullable<Product['additional_attributes']>;

/** A product: its id, type and quantities must read. */
export const readProduct: Reader<Product> = record<Product>({
  required: {
    id: anId,
    name: shown,
    description: shown,
    job_type: aJobType,
    delivery_job: readProductDelivery,
  },
  optional: {
    attributes: record<Attributes>({ required: {}, optional: { colour: text, manufacturer: text } }),
    additional_attributes: record<AdditionalAttributes>({
      required: {},
      optional: { glide_s_quantity: finite, glide_m_quantity: finite, glide_l_quantity: finite },
    }),
    outcome_status: finite,
    parts_required: flag,
    notes: someOf(readNote),
    after_images: someOf(readGalleryImage),
  },
});
