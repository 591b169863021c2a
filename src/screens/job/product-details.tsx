/**
 * What the Items tab says about one product besides its name (product rule 3.5): its
 * colour and manufacturer, the glides packed with it (small, medium, large),
 * its notes, and once the job is complete (or an issue is reported) how many
 * of it the customer kept.
 */
import type { ReactNode } from 'react';
import { isDeliveryIssue, quantityText } from '@domain/completion/delivery-issue';
import { deliveryIssueLabels } from '@domain/job/enums';
import { hasIssue } from '@domain/completion/product-outcome';
import { JobOutcomeStatus, JobType } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';
import { formatDateTimeEnGb } from '@domain/time/dates';

/** "S 4 · M 0 · L 0", or null when the product comes with no glides. */
export function glidesText(product: Pick<Product, 'additional_attributes'>): string | null {
  const glides = product.additional_attributes ?? {};
  const sizes = [
    ['S', glides.glide_s_quantity ?? 0],
    ['M', glides.glide_m_quantity ?? 0],
    ['L', glides.glide_l_quantity ?? 0],
  ] as const;
  if (sizes.every(([, count]) => count <= 0)) return null;
  return sizes.map(([size, count]) => `${size} ${count}`).join(' · ');
}

/** "Delivered 1 of 1" (or "Collected") once the job is complete, or while an issue holds a count; else null. */
export function outcomeQuantityText(job: Pick<Job, 'job_outcome_status'>, product: Product): string | null {
  const details = product.delivery_job;
  const verb = product.job_type === JobType.Collection ? 'Collected' : 'Delivered';
  if (job.job_outcome_status === JobOutcomeStatus.JobComplete) {
    return quantityText(verb, details.delivered_quantity, details.planned_quantity);
  }
  if (hasIssue(product)) {
    return quantityText(verb, details.new_delivered_quantity ?? 0, details.planned_quantity);
  }
  return null;
}

function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="product__detail">
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The product's details as a list of named values; rows without a value are left out. */
export function ProductDetails({ job, product }: { job: Pick<Job, 'job_outcome_status'>; product: Product }) {
  const colour = product.attributes?.colour?.trim() ?? '';
  const manufacturer = product.attributes?.manufacturer?.trim() ?? '';
  const glides = glidesText(product);
  const notes = (product.notes ?? []).filter((note) => note.note.trim() !== '');
  const issue = product.delivery_job.delivery_issue;
  const outcome = outcomeQuantityText(job, product);
  return (
    <dl className="product__details">
      <Row name="Quantity">{product.delivery_job.planned_quantity}</Row>
      {colour !== '' && <Row name="Colour">{colour}</Row>}
      {manufacturer !== '' && <Row name="Manufacturer">{manufacturer}</Row>}
      {glides !== null && <Row name="Glides">{glides}</Row>}
      {hasIssue(product) && isDeliveryIssue(issue) && <Row name="Issue">{deliveryIssueLabels[issue]}</Row>}
      {outcome !== null && <Row name="Outcome">{outcome}</Row>}
      {notes.length > 0 && (
        <Row name="Notes">
          <ul className="product__notes">
            {notes.map((note, index) => (
              <li key={`${note.id}-${index}`}>
                <time dateTime={note.date}>{formatDateTimeEnGb(note.date)}</time> {note.note}
              </li>
            ))}
          </ul>
        </Row>
      )}
    </dl>
  );
}
