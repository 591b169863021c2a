/**
 * Reads the jobs and manifests of a jobs answer (product rules 3.1 and 3.6) into the app's shape.
 * A job must read whole: its id, manifest, times (as text: an unreadable time
 * shows as none and sorts last), type, outcome, customers, products and
 * delivery details; an optional field of another type is left out. The flags
 * that mark work waiting on this device (changed, requiresSync,
 * noLongerAssigned) are never taken from the gateway as true, nor a draft
 * typed on the phone (customerNameDraft).
 */
import { JobOutcomeStatus, TaskOutcomeStatus } from '@domain/job/enums';
import type { DownloadInfo, Job, JobDeliveryDetails, Manifest } from '@domain/job/job';
import { timestampMs } from '@domain/time/dates';
import { JOB_TYPE_READINGS } from '@domain/job/job-type-reading';
import * as read from './answer-fields';
import { aJobType, anId, readCustomer, readGalleryImage, readProduct } from './job-parts-reader';

/** Reads false only: a true from the gateway is left out. */
const onlyFalse: read.Reader<boolean> = (value) => (value === false ? false : undefined);

/** A device-only field the gateway never sets (a draft typed on this phone): always left out. */
const deviceOnly: read.Reader<never> = () => undefined;

const readJobDelivery: read.Reader<JobDeliveryDetails> = read.record<JobDeliveryDetails>({
  required: {
    order_number: read.orElse(read.text, ''),
    retailer_id: read.orElse(read.nullable(anId), null),
    account_balance: read.finite,
  },
  optional: {
    job_failed_reason: read.nullable(read.whole),
    damage_reason: read.nullable(read.whole),
    balance_collected: read.flag,
    balanceCollected: read.flag,
    balance_paid: read.flag,
    balance_reason: read.whole,
    balance_amount_taken: read.finite,
    is_collected: read.flag,
  },
});

/** One job of a jobs answer. */
export const readJob: read.Reader<Job> = read.record<Job>({
  required: {
    id: read.someText,
    manifest_id: read.text,
    start_time: read.text,
    end_time: read.text,
    job_type: aJobType,
    job_outcome_status: read.oneOf(Object.values(JobOutcomeStatus)),
    customer: read.allOf(readCustomer),
    products: read.allOf(readProduct),
    delivery_job: readJobDelivery,
  },
  optional: {
    arrival_time: read.nullable(read.text),
    departure_time: read.nullable(read.text),
    arrived_at_drop: read.flag,
    arrived_time: read.nullable(read.text),
    job_outcome_time: read.nullable(read.text),
    job_suspend_reason: read.nullable(read.either(read.finite, read.text)),
    task_outcome_status: read.nullable(read.oneOf(Object.values(TaskOutcomeStatus))),
    job_type_reading: read.oneOf(JOB_TYPE_READINGS),
    visit_status: read.finite,
    active: read.flag,
    changed: onlyFalse,
    requiresSync: onlyFalse,
    noLongerAssigned: onlyFalse,
    customerNameDraft: deviceOnly,
    collectionProcessed: read.flag,
    collectionPhaseComplete: read.flag,
    signature: read.nullable(read.text),
    signature_sha256: read.nullable(read.text),
    signed_by: read.nullable(read.text),
    payment_type: read.nullable(read.text),
    revision: read.whole,
    job_activity_gallery: read.someOf(readGalleryImage),
  },
});

/** One manifest: its id must be text; the van's name shows as '' when absent. */
export const readManifest: read.Reader<Manifest> = read.record<Manifest>({
  required: {
    id: read.someText,
    vehicle_id: read.orElse(read.text, ''),
    start_time: read.text,
    end_time: read.text,
  },
  optional: {},
});

/** A download record whose created_at is a readable moment. */
export const readDownload: read.Reader<DownloadInfo> = read.record<DownloadInfo>({
  required: {
    created_at: (value) => (typeof value === 'string' && timestampMs(value) !== null ? value : undefined),
  },
  optional: {},
});
