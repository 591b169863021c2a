/**
 * The "Property Issue" accordion's content: damage to the customer's property
 * chosen level by level from the retailer's job_damage_reason, Clear issue, and
 * the photos of the damage (required for reasons with retailerReferenceId above 2).
 */
import type { JobEditResult } from '../../engine';
import { PhotoGallerySelector } from '../../components/photo-gallery-selector';
import { propertyDamagePhotos } from '@domain/completion/damage-photos';
import { PROPERTY_PHOTO_REFERENCE_ABOVE } from '@domain/completion/delivery-report-validation';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import type { ReasonOption } from '@domain/reasons/reason-code';
import { reasonPathTo } from '@domain/reasons/reason-lookup';
import { reasonPath } from '@domain/reasons/reason-tree';
import { ReasonLevels } from '../failed/reason-levels';
import { ItemProblems } from './item-problems';

/** How the property is named in the confirmation and in accessible names. */
export const PROPERTY_SUBJECT = "the customer's property";

interface PropertyIssueProps {
  job: Job;
  tree: readonly ReasonOption[];
  /** The property issue's delivery report messages after a failed Continue ([] before), shown here. */
  problems: readonly string[];
  onReason: (reason: ReasonOption) => void;
  onClear: () => void;
  onPhoto: (result: JobEditResult) => void;
}

/** The property issue's reason levels, Clear issue and photos. */
export function PropertyIssue({ job, tree, problems, onReason, onClear, onPhoto }: PropertyIssueProps) {
  const path = reasonPathTo(tree, job.delivery_job.damage_reason);
  const chosen = path.at(-1);
  const photos = propertyDamagePhotos(job);
  const subReasonMissing =
    chosen !== undefined && problems.includes(messages.selectPropertySubReason(chosen.label));

  const choose = (ids: number[]) => {
    const reason = reasonPath(tree, ids).at(-1);
    if (reason !== undefined) onReason(reason);
  };

  if (tree.length === 0) return <p className="report-group__empty">No property issues are available.</p>;
  return (
    <div className="report-item report-item--flat">
      <ItemProblems problems={problems} />
      <ReasonLevels
        tree={tree}
        path={path}
        onChange={choose}
        invalidLevel={subReasonMissing ? path.length : null}
        invalidRef={null}
        legend={`Issue with ${PROPERTY_SUBJECT}`}
      />
      {chosen !== undefined && (
        <button type="button" className="button button--danger" onClick={onClear}>
          {messages.clearIssue}
          <span className="visually-hidden"> for {PROPERTY_SUBJECT}</span>
        </button>
      )}
      {(chosen !== undefined || photos.length > 0) && (
        <PhotoGallerySelector
          jobId={job.id}
          purpose="damage"
          productId={null}
          photos={photos}
          label="Photos of property damage"
          addLabel="Add photo of property damage"
          photoName="photo of property damage"
          onResult={onPhoto}
          required={path.some((reason) => reason.retailerReferenceId > PROPERTY_PHOTO_REFERENCE_ABOVE)}
          invalid={problems.includes(messages.propertyDamagePhoto)}
        />
      )}
    </div>
  );
}
