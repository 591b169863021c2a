/**
 * The delivery or collection report's issues in the record: the property issue
 * (job_damage_reason path and its damage photos) and each item's issue
 * (product_delivery_issues path, its comment: the latest product note, its
 * kind and count as the job holds them, and its damage or collection-damage
 * photos).
 */
import { COLLECTION_DAMAGE_TYPE, DAMAGE_PHOTO_TYPE } from '../completion/damage-photos';
import { isDeliveryIssue, quantityText } from '../completion/delivery-issue';
import { deliveryIssueLabels } from '../job/enums';
import { hasIssue } from '../completion/product-outcome';
import { JobOutcomeStatus, JobType, NoteType } from '../job/enums';
import type { Job } from '../job/job';
import type { Product } from '../job/job';
import type { RecordIssue } from './evidence-record';
import { reasonLabels } from './record-evidence';
import type { JobPhoto } from './record-evidence';
import { photosOf } from './record-photos';
import type { OutcomeContext } from './record-photos';

/** An item's issue comment: its latest product note ('' when none). */
function itemComment(product: Product): string {
  return (product.notes ?? []).filter((n) => n.type === NoteType.ProductNote).at(-1)?.note ?? '';
}

/**
 * An item's issue kind and count, e.g. "Damaged · Delivered 1 of 1": the delivered quantity once the job is
 * complete, else the count the issue holds; undefined for an item without an issue.
 */
export function itemOutcome(job: Pick<Job, 'job_outcome_status'>, product: Product): string | undefined {
  if (!hasIssue(product)) return undefined;
  const details = product.delivery_job;
  const count =
    job.job_outcome_status === JobOutcomeStatus.JobComplete
      ? details.delivered_quantity
      : (details.new_delivered_quantity ?? 0);
  const verb = product.job_type === JobType.Collection ? 'Collected' : 'Delivered';
  const kind = isDeliveryIssue(details.delivery_issue)
    ? `${deliveryIssueLabels[details.delivery_issue]} · `
    : '';
  return `${kind}${quantityText(verb, count, details.planned_quantity)}`;
}

const DAMAGE_TYPES: readonly string[] = [DAMAGE_PHOTO_TYPE, COLLECTION_DAMAGE_TYPE];

/** The report's issues: the property's first, then the items' in the job's order ([] without any). */
export function reportIssues(context: OutcomeContext): RecordIssue[] {
  const { job, reasonCodes } = context.inputs;
  const damage = (product: Product | null) => (p: JobPhoto) =>
    DAMAGE_TYPES.includes(p.image.type) && p.product?.id === product?.id;
  const issues: RecordIssue[] = [];
  const property = reasonLabels(reasonCodes, 'job_damage_reason', job.delivery_job.damage_reason);
  const propertyPhotos = photosOf(context, damage(null), () => 'Damage: Property');
  if (property.length > 0 || propertyPhotos.length > 0) {
    issues.push({ subject: 'Property', reasonPath: property, comment: '', photos: propertyPhotos });
  }
  for (const product of job.products) {
    const path = reasonLabels(reasonCodes, 'product_delivery_issues', product.delivery_job.damage_reason);
    const photos = photosOf(context, damage(product), () => `Damage: ${product.name}`);
    if (path.length === 0 && photos.length === 0) continue;
    const outcome = itemOutcome(job, product);
    issues.push({
      subject: product.name,
      reasonPath: path,
      comment: itemComment(product),
      ...(outcome === undefined ? {} : { outcome }),
      photos,
    });
  }
  return issues;
}
