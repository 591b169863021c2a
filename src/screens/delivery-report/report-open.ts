/** What the delivery report starts with and sends: whether it opens reporting, and a chosen reason as the engine takes it. */
import type { ChosenReason } from '../../engine';
import { productDamagePhotos, propertyDamagePhotos } from '@domain/completion/damage-photos';
import type { Job } from '@domain/job/job';
import { hasReportedIssue } from '@domain/completion/product-issues';
import type { ReasonOption } from '@domain/reasons/reason-code';

/** True when the job already carries an issue or a damage photo (the report opens as it was left). */
export function reportStartsOpen(
  job: Pick<Job, 'delivery_job' | 'products' | 'job_activity_gallery'>,
): boolean {
  return (
    hasReportedIssue(job) ||
    propertyDamagePhotos(job).length > 0 ||
    job.products.some((product) => productDamagePhotos(product).length > 0)
  );
}

/** The reason's id and mapsToDelivered only (not its sub-tree). */
export function chosenReasonOf(option: Pick<ReasonOption, 'id' | 'mapsToDelivered'>): ChosenReason {
  return option.mapsToDelivered === undefined
    ? { id: option.id }
    : { id: option.id, mapsToDelivered: option.mapsToDelivered };
}
