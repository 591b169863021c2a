/**
 * Product rule 5.5: delivery report validation, message by message. Reasons are looked
 * up by the id stored in damage_reason; an id the tree does not hold (codes not
 * loaded) asks for no sub-reason and no photo. Photos are read where
 * damage-photos.ts keeps them; comments where issue-comment.ts keeps them.
 */
import { productDamagePhotos, propertyDamagePhotos } from './damage-photos';
import type { Job, Product } from '../job/job';
import { issueComment } from './issue-comment';
import { messages } from '../app/messages';
import { hasIssue } from './product-outcome';
import type { ReasonOption } from '../reasons/reason-code';
import { reasonPathTo } from '../reasons/reason-lookup';

/** A property reason with a retailerReferenceId above this needs a photo of the damage. */
export const PROPERTY_PHOTO_REFERENCE_ABOVE = 2;
/** A product reason with this retailerReferenceId needs a photo of the damage. */
export const PRODUCT_PHOTO_REFERENCE_ID = 1;

/** What the delivery report is checked against: the job and the retailer's two reason trees. */
export interface DeliveryReportInput {
  job: Pick<Job, 'delivery_job' | 'products' | 'job_activity_gallery'>;
  /** reasonTree(codes, 'job_damage_reason') */
  propertyReasons: readonly ReasonOption[];
  /** reasonTree(codes, 'product_delivery_issues') */
  productReasons: readonly ReasonOption[];
}

/** The property issue's messages: its sub-reason, then its photo ([] without a property issue). */
export function propertyIssueMessages(input: DeliveryReportInput): string[] {
  const path = reasonPathTo(input.propertyReasons, input.job.delivery_job.damage_reason);
  const chosen = path.at(-1);
  if (chosen === undefined) return [];
  const found: string[] = [];
  if (chosen.options.length > 0) found.push(messages.selectPropertySubReason(chosen.label));
  const needsPhoto = path.some((reason) => reason.retailerReferenceId > PROPERTY_PHOTO_REFERENCE_ABOVE);
  if (needsPhoto && propertyDamagePhotos(input.job).length === 0) found.push(messages.propertyDamagePhoto);
  return found;
}

/** One item's messages: its sub-reason, its comment, then its photo ([] without an issue). */
export function productIssueMessages(
  product: Pick<Product, 'description' | 'delivery_job' | 'notes' | 'after_images'>,
  productReasons: readonly ReasonOption[],
): string[] {
  if (!hasIssue(product)) return [];
  const path = reasonPathTo(productReasons, product.delivery_job.damage_reason);
  const chosen = path.at(-1);
  const found: string[] = [];
  if (chosen !== undefined && chosen.options.length > 0) {
    found.push(messages.selectProductSubReason(chosen.label));
  }
  if (issueComment(product).trim() === '') found.push(messages.commentRequired(product.description));
  const needsPhoto = path.some((reason) => reason.retailerReferenceId === PRODUCT_PHOTO_REFERENCE_ID);
  if (needsPhoto && productDamagePhotos(product).length === 0) {
    found.push(messages.damagePhotoRequired(product.description));
  }
  return found;
}

/** Every message in screen order: the property issue's, then each item's in the job's order. */
export function deliveryReportMessages(input: DeliveryReportInput): string[] {
  return [
    ...propertyIssueMessages(input),
    ...input.job.products.flatMap((product) => productIssueMessages(product, input.productReasons)),
  ];
}

/** The first message to show, or null when the delivery report may go on to the signature. */
export function deliveryReportMessage(input: DeliveryReportInput): string | null {
  return deliveryReportMessages(input)[0] ?? null;
}
