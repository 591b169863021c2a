/** Product rules 3.1–3.5: what a job carries. Fields of Doorstep's own are marked. */
import type { JobOutcomeStatus, JobType, JobTypeReading, NoteType, TaskOutcomeStatus } from './enums';

/** A note on a customer or product. */
export interface Note {
  id: number | string;
  type: NoteType;
  note: string;
  /** YYYY-MM-DDTHH:mm:ss */
  date: string;
  new?: boolean;
}

export interface Contact {
  name: string;
  number: string;
}

export interface Sales {
  name: string;
  store: string;
  delivery_date: string;
}

/** The first customer in a job's list is the one used. */
export interface Customer {
  id: number | string;
  name: string;
  address_1: string;
  address_2?: string;
  town?: string;
  postcode: string;
  contacts: Contact[];
  notes: Note[];
  sales?: Sales;
  /** Extension: the customer's e-mail address, where messages go when no phone number is given. */
  email?: string;
}

/** delivery_job on a job. */
export interface JobDeliveryDetails {
  order_number: string;
  retailer_id: number | string | null;
  job_failed_reason?: number | null;
  damage_reason?: number | null;
  account_balance: number;
  balance_collected?: boolean;
  balanceCollected?: boolean;
  balance_paid?: boolean;
  balance_reason?: number;
  /**
   * Extension: the amount the driver took on delivery (pounds), set with
   * balance_paid; 0 when the balance was not collected (domain/completion/balance.ts).
   */
  balance_amount_taken?: number;
  is_collected?: boolean;
}

export type GalleryStatus = 'up' | 'down';

/** A photo in the gallery: `up` = pending upload, `down` = uploaded (uri is its location). */
export interface GalleryImage {
  id: string;
  uri: string;
  type: string;
  data?: string;
  width?: number;
  height?: number;
  status: GalleryStatus;
  heading?: string;
  new?: boolean;
  /** Doorstep's own: lower-case hex SHA-256 of the photo's bytes, computed on the phone at capture. */
  sha256?: string;
  /** Doorstep's own: true when the photo was drawn on with the pen and saved annotated. */
  annotated?: boolean;
}

/** delivery_job on a product. */
export interface ProductDeliveryDetails {
  planned_quantity: number;
  delivered_quantity: number;
  new_delivered_quantity?: number | null;
  damage_reason?: number | null;
  delivery_issue?: number | null;
}

export interface Product {
  id: number | string;
  name: string;
  description: string;
  job_type: JobType;
  attributes?: { colour?: string; manufacturer?: string };
  additional_attributes?: {
    glide_s_quantity?: number;
    glide_m_quantity?: number;
    glide_l_quantity?: number;
  };
  /** 1 with an issue, 0 without (payload: 1 complete and delivered, else 4). */
  outcome_status?: number;
  /** Extension: true when this product needs a part (drives "Part Required"). */
  parts_required?: boolean;
  notes?: Note[];
  after_images?: GalleryImage[];
  delivery_job: ProductDeliveryDetails;
}

/** A job (one customer visit). */
export interface Job {
  id: string;
  manifest_id: string;
  start_time: string;
  end_time: string;
  arrival_time?: string | null;
  departure_time?: string | null;
  arrived_at_drop?: boolean;
  arrived_time?: string | null;
  job_type: JobType;
  /**
   * Extension: the reading of job types 1 and 3 the deployment planned this job
   * under (domain/job/job-type-reading.ts); set by the gateway, never by the phone.
   */
  job_type_reading?: JobTypeReading;
  job_outcome_status: JobOutcomeStatus;
  job_outcome_time?: string | null;
  job_suspend_reason?: number | string | null;
  task_outcome_status?: TaskOutcomeStatus | null;
  visit_status?: number;
  active?: boolean;
  changed?: boolean;
  requiresSync?: boolean;
  /**
   * Device only: the gateway's list of the job's day left the job out
   * (the office gave it to another driver) while a change of it still waits to
   * be sent or needs attention; the phone keeps it on the list, marked, until
   * nothing of it waits (domain/job-list/left-out-jobs.ts). Never sent.
   */
  noLongerAssigned?: boolean;
  collectionProcessed?: boolean;
  collectionPhaseComplete?: boolean;
  signature?: string | null;
  /** Extension: the customer's printed name taken on the signature screen when the job completes. */
  signed_by?: string | null;
  /**
   * Device only: the customer name typed on the signature screen and not yet
   * saved with a pass, kept so a reload does not lose it. Never sent.
   */
  customerNameDraft?: string;
  /** Doorstep's own: lower-case hex SHA-256 of the signature's JPEG, computed on the phone at capture. */
  signature_sha256?: string | null;
  payment_type?: string | null;
  /**
   * Extension: the gateway's revision of the job, 1 when planned and one more
   * with each accepted update. A change is sent based on the revision it was
   * made on (If-Match), so the gateway can refuse it when someone else changed
   * the job since (domain/sync/conflict-policy.ts).
   */
  revision?: number;
  job_activity_gallery?: GalleryImage[];
  customer: Customer[];
  products: Product[];
  delivery_job: JobDeliveryDetails;
}

/** A van manifest for a day. */
export interface Manifest {
  id: string;
  vehicle_id: string;
  start_time: string;
  end_time: string;
}

/** One download record. */
export interface DownloadInfo {
  created_at: string;
}
