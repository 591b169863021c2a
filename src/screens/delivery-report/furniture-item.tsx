/**
 * One item on the delivery report: its issue chosen level by level from the
 * retailer's product_delivery_issues, and once it has one: what the issue
 * means (Damaged, Missing or Not Required) and how many of the item the
 * customer keeps ("Delivered 1 of 1", changeable from 0 to the planned
 * quantity), Clear issue, the required comment (150 characters, counter),
 * photos of the damage and "Apply same issue to" the other items.
 */
import type { JobEditResult } from '../../engine';
import { PhotoGallerySelector } from '../../components/photo-gallery-selector';
import { QuantityStepper } from '../../components/quantity-stepper';
import { TextAreaWithCounter } from '../../components/text-area-with-counter';
import { isDeliveryIssue } from '@domain/completion/delivery-issue';
import { deliveryIssueLabels } from '@domain/job/enums';
import { productDamagePhotos } from '@domain/completion/damage-photos';
import { PRODUCT_PHOTO_REFERENCE_ID } from '@domain/completion/delivery-report-validation';
import type { Product } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { hasIssue } from '@domain/completion/product-outcome';
import type { ReasonOption } from '@domain/reasons/reason-code';
import { reasonPathTo } from '@domain/reasons/reason-lookup';
import { reasonPath } from '@domain/reasons/reason-tree';
import { ReasonLevels } from '../failed/reason-levels';
import { ItemProblems } from './item-problems';
import { SameIssuePicker } from './same-issue-picker';

interface FurnitureItemProps {
  jobId: string;
  product: Product;
  tree: readonly ReasonOption[];
  /** The comment as typed (a draft) or as stored. */
  comment: string;
  /** The items this one's issue can be copied to. */
  candidates: readonly Product[];
  /** This item's delivery report messages after a failed Continue ([] before), shown in its card. */
  problems: readonly string[];
  onReason: (product: Product, reason: ReasonOption) => void;
  onClear: (product: Product) => void;
  onQuantity: (product: Product, quantity: number) => void;
  onComment: (product: Product, text: string) => void;
  onApplySame: (source: Product, targetIds: Product['id'][]) => void;
  onPhoto: (result: JobEditResult) => void;
}

/** The item's card in the "Furniture Issue" accordion. */
export function FurnitureItem(props: FurnitureItemProps) {
  const { jobId, product, tree, comment, candidates, problems } = props;
  const { description } = product;
  const path = reasonPathTo(tree, product.delivery_job.damage_reason);
  const chosen = path.at(-1);
  const issue = hasIssue(product);
  const photos = productDamagePhotos(product);
  const kind = product.delivery_job.delivery_issue;
  const subReasonMissing =
    chosen !== undefined && problems.includes(messages.selectProductSubReason(chosen.label));

  const choose = (ids: number[]) => {
    const reason = reasonPath(tree, ids).at(-1);
    if (reason !== undefined) props.onReason(product, reason);
  };

  return (
    <li className="report-item">
      <p className="report-item__description">{description}</p>
      {product.name !== '' && <p className="report-item__name">{product.name}</p>}
      <ItemProblems problems={problems} />
      <ReasonLevels
        tree={tree}
        path={path}
        onChange={choose}
        invalidLevel={subReasonMissing ? path.length : null}
        invalidRef={null}
        legend={`Issue with ${description}`}
      />
      {issue && (
        <>
          {isDeliveryIssue(kind) && <p className="report-item__meta">{deliveryIssueLabels[kind]}</p>}
          <QuantityStepper
            item={description}
            verb="Delivered"
            quantity={product.delivery_job.new_delivered_quantity ?? 0}
            planned={product.delivery_job.planned_quantity}
            onChange={(quantity) => props.onQuantity(product, quantity)}
          />
          <button type="button" className="button button--danger" onClick={() => props.onClear(product)}>
            {messages.clearIssue}
            <span className="visually-hidden"> for {description}</span>
          </button>
          <TextAreaWithCounter
            label={`Comment for ${description}`}
            value={comment}
            onChange={(text) => props.onComment(product, text)}
            required
            invalid={problems.includes(messages.commentRequired(description))}
          />
        </>
      )}
      {(issue || photos.length > 0) && (
        <PhotoGallerySelector
          jobId={jobId}
          purpose="damage"
          productId={product.id}
          photos={photos}
          label="Photos of damage"
          addLabel={`Add photo of damage to ${description}`}
          photoName={`photo of damage to ${description}`}
          onResult={props.onPhoto}
          required={path.some((reason) => reason.retailerReferenceId === PRODUCT_PHOTO_REFERENCE_ID)}
          invalid={problems.includes(messages.damagePhotoRequired(description))}
        />
      )}
      {issue && candidates.length > 0 && (
        <SameIssuePicker
          source={product}
          candidates={candidates}
          onApply={(targetIds) => props.onApplySame(product, targetIds)}
        />
      )}
    </li>
  );
}
