/**
 * Product rule 3.14 gives job types 1 and 3 two readings: 1 Service and 3 Delivery, or
 * 1 Delivery and 3 Items to deliver. Which one holds is a setting of the
 * deployment (a default, overridable per retailer), applied by the gateway when
 * a job is planned and served on the job itself (`job_type_reading`), so every
 * screen, the evidence record and the job update follow the one reading the
 * job was planned under. The numeric values never change.
 */
import { JobType } from './enums';
import type { JobTypeReading } from './enums';
import type { Job } from './job';

export type { JobTypeReading };

/** Both readings, in the order of product rule 3.14. */
export const JOB_TYPE_READINGS: readonly JobTypeReading[] = ['service', 'delivery'];

/** The reading of a job that carries none (planned before the gateway stamped one): the first of product rule 3.14. */
export const DEFAULT_JOB_TYPE_READING: JobTypeReading = 'service';

/** The deployment's setting: its reading, and the retailers that read job type 1 the other way. */
export interface JobTypeReadingSetting {
  default: JobTypeReading;
  byRetailer: Readonly<Record<string, JobTypeReading>>;
}

/** True for 'service' or 'delivery'. */
export function isJobTypeReading(value: unknown): value is JobTypeReading {
  return value === 'service' || value === 'delivery';
}

/** The reading the setting gives a retailer's jobs. */
export function readingForRetailer(setting: JobTypeReadingSetting, retailerId: string): JobTypeReading {
  return Object.prototype.hasOwnProperty.call(setting.byRetailer, retailerId)
    ? (setting.byRetailer[retailerId] ?? setting.default)
    : setting.default;
}

/** The reading a job was planned under. */
export function readingOf(job: Pick<Job, 'job_type_reading'>): JobTypeReading {
  return isJobTypeReading(job.job_type_reading) ? job.job_type_reading : DEFAULT_JOB_TYPE_READING;
}

/** A service call: job type 1 under the Service reading (it ends with a task outcome). */
export function isServiceCall(job: Pick<Job, 'job_type' | 'job_type_reading'>): boolean {
  return job.job_type === JobType.ServiceOrDelivery && readingOf(job) === 'service';
}

/** A delivery by its job type: 3 under either reading, 1 under the Delivery reading. */
export function isDeliveryJob(job: Pick<Job, 'job_type' | 'job_type_reading'>): boolean {
  if (job.job_type === JobType.DeliveryOrItemsToDeliver) return true;
  return job.job_type === JobType.ServiceOrDelivery && readingOf(job) === 'delivery';
}
