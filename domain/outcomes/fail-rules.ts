/** Product rules 2.14 and 5.3: the failed screen: its title and the validation of the chosen reason and photo. */
import { JobType } from '../job/enums';
import { isDeliveryJob } from '../job/job-type-reading';
import type { Job } from '../job/job';
import { messages } from '../app/messages';
import type { ReasonOption } from '../reasons/reason-code';
import { chosenReason } from '../reasons/reason-tree';

/** The label of the failed-photo when the reason's retailerReferenceId is 1. */
export const FRONT_DOOR_PHOTO_LABEL = messages.photoOfFrontDoor;

/** retailerReferenceId of reasons that need a photo of the front door. */
export const FRONT_DOOR_REFERENCE_ID = 1;

/**
 * 'Reason for Failed Delivery' for a delivery (type 3, or type 1 under the
 * Delivery reading), 'Reason for Failed Collection' for a collection (type 2),
 * 'Reason for Failed Job' otherwise (a service call, a combined job).
 */
export function failedScreenTitle(job: Pick<Job, 'job_type' | 'job_type_reading'>): string {
  if (isDeliveryJob(job)) return 'Reason for Failed Delivery';
  if (job.job_type === JobType.Collection) return 'Reason for Failed Collection';
  return 'Reason for Failed Job';
}

/** True when a chosen reason has retailerReferenceId 1 or a label containing "would not fit" (any case). */
export function failNeedsPhoto(path: readonly ReasonOption[]): boolean {
  return path.some(
    (reason) => reason.retailerReferenceId === FRONT_DOOR_REFERENCE_ID || /would not fit/i.test(reason.label),
  );
}

/** What the fail validation looks at: the chosen reasons (level by level) and whether a failed-photo exists. */
export interface FailValidationInput {
  path: readonly ReasonOption[];
  hasPhoto: boolean;
}

/** The product rule 5.3 fail message, or null when the job may be failed. */
export function failValidationMessage(input: FailValidationInput): string | null {
  const deepest = chosenReason(input.path);
  if (deepest === null) return messages.selectReasonToFail;
  if (deepest.options.length > 0) return messages.selectSubReason(deepest.label);
  if (failNeedsPhoto(input.path) && !input.hasPhoto) return messages.addPhoto;
  return null;
}
