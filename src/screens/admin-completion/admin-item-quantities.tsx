/**
 * The items on the admin's completion form: each with how many of it went
 * ("Delivered 4 of 4", or "Collected" for an item to collect), all of them by
 * default, changed one at a time within 0 … the planned quantity.
 */
import { QuantityStepper } from '../../components/quantity-stepper';
import { adminItemQuantity } from '@domain/outcomes/admin-item-quantities';
import type { AdminItemQuantities } from '@domain/outcomes/admin-item-quantities';
import { JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { productKey } from '@domain/job/product-by-id';
import '../../styles/admin-items.css';

interface AdminItemQuantitiesProps {
  job: Pick<Job, 'products'>;
  quantities: AdminItemQuantities;
  onChange: (quantities: AdminItemQuantities) => void;
}

/** The form's "Items" section. */
export function AdminItemQuantitiesSection({ job, quantities, onChange }: AdminItemQuantitiesProps) {
  if (job.products.length === 0) return null;
  return (
    <fieldset className="job-form__section">
      <legend className="choice-group__legend">Items</legend>
      <p>How many of each item went. Every item counts in full unless you change it.</p>
      <ul className="admin-items">
        {job.products.map((product) => (
          <li key={productKey(product.id)} className="admin-items__item">
            <p className="admin-items__name">{product.description}</p>
            <QuantityStepper
              item={product.description}
              verb={product.job_type === JobType.Collection ? 'Collected' : 'Delivered'}
              quantity={adminItemQuantity(product, quantities)}
              planned={product.delivery_job.planned_quantity}
              onChange={(quantity) => onChange({ ...quantities, [productKey(product.id)]: quantity })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
