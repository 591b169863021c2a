/** Product rule 3.13: enumerations. Numeric values are exact; labels live beside them. */

/** Job outcome status (job_outcome_status). */
export const JobOutcomeStatus = {
  JobComplete: 1,
  NoFixRequired: 2,
  NotStarted: 3,
  Failed: 4,
  Suspended: 5,
} as const;
export type JobOutcomeStatus = (typeof JobOutcomeStatus)[keyof typeof JobOutcomeStatus];

export const jobOutcomeLabels: Record<JobOutcomeStatus, string> = {
  1: 'Job Complete',
  2: 'No fix Required',
  3: 'Not Started',
  4: 'Failed Delivery/Collection/Job',
  5: 'Suspended',
};

/** Task outcome status (task_outcome_status). */
export const TaskOutcomeStatus = {
  JobComplete: 1,
  PartsRequired: 2,
  ReviewCase: 3,
  CollectForRepair: 4,
} as const;
export type TaskOutcomeStatus = (typeof TaskOutcomeStatus)[keyof typeof TaskOutcomeStatus];

export const taskOutcomeLabels: Record<TaskOutcomeStatus, string> = {
  1: 'Job Complete',
  2: 'Parts Required',
  3: 'Review Case',
  4: 'Collect for Repair',
};

/**
 * Job type. Values 1 and 3 have two readings (product rule 3.14); both are kept here and
 * the numeric values never change: 1 Service | Delivery, 2 Collection,
 * 3 Delivery | Items to deliver, 4 Delivery and Collection.
 */
export const JobType = {
  ServiceOrDelivery: 1,
  Collection: 2,
  DeliveryOrItemsToDeliver: 3,
  DeliveryAndCollection: 4,
} as const;
export type JobType = (typeof JobType)[keyof typeof JobType];

/** Both readings of each job type value (product rule 3.14). */
export const jobTypeReadings: Record<JobType, { primary: string; alternative: string }> = {
  1: { primary: 'Service', alternative: 'Delivery' },
  2: { primary: 'Collection', alternative: 'Collection' },
  3: { primary: 'Delivery', alternative: 'Items to deliver' },
  4: { primary: 'Delivery and Collection', alternative: 'Delivery and Collection' },
};

/**
 * Which reading of job types 1 and 3 holds (domain/job/job-type-reading.ts):
 * 'service' is 1 Service and 3 Delivery (primary), 'delivery' is 1 Delivery
 * and 3 Items to deliver (alternative).
 */
export type JobTypeReading = 'service' | 'delivery';

/** Note type. */
export const NoteType = {
  ProductNote: 1,
  JobNote: 2,
  PartRequiredNote: 3,
  SiteNote: 4,
} as const;
export type NoteType = (typeof NoteType)[keyof typeof NoteType];

export const noteTypeLabels: Record<NoteType, string> = {
  1: 'Product Note',
  2: 'Job note',
  3: 'Part Required Note',
  4: 'Site Note',
};

/** Delivery issue / product damage reason (product delivery_job.delivery_issue). */
export const DeliveryIssue = {
  Damaged: 1,
  Missing: 2,
  NotRequired: 3,
} as const;
export type DeliveryIssue = (typeof DeliveryIssue)[keyof typeof DeliveryIssue];

/** The labels of the enumeration, as the driver and the record show them. */
export const deliveryIssueLabels: Record<DeliveryIssue, string> = {
  1: 'Damaged',
  2: 'Missing',
  3: 'Not Required',
};

/** Suspend reason. */
export const SuspendReason = {
  CustomerDelay: 1,
  Lunch: 2,
  WrongOrNoEquipment: 3,
} as const;
export type SuspendReason = (typeof SuspendReason)[keyof typeof SuspendReason];

export const suspendReasonLabels: Record<SuspendReason, string> = {
  1: 'Customer Delay',
  2: 'Lunch',
  3: 'Wrong / No Equipment',
};

/** The incomplete-jobs status filter (product rule 9.3). */
export const INCOMPLETE_JOB_STATUS = 3;
