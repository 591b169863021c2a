/**
 * The Items tab (product rule 2.9): sales name and store, the delivery date for job type
 * 1, and the products with their details (product-details.tsx).
 */
import { formatDisplayDate } from '@domain/time/dates';
import { JobType } from '@domain/job/enums';
import type { Job, Product } from '@domain/job/job';
import { DetailSection } from './detail-section';
import { productGroups } from './product-groups';
import { ProductDetails } from './product-details';

function ProductItem({ job, product }: { job: Job; product: Product }) {
  return (
    <li className="product">
      <span className="product__description">{product.description}</span>
      <span className="product__name">{product.name}</span>
      <ProductDetails job={job} product={product} />
    </li>
  );
}

function ProductList({ job, products }: { job: Job; products: Product[] }) {
  if (products.length === 0) return <p className="detail-empty">None</p>;
  return (
    <ul className="product-list">
      {products.map((product) => (
        <ProductItem key={product.id} job={job} product={product} />
      ))}
    </ul>
  );
}

/** The delivery date as 'ddd, DD MMM YYYY', or as given when it is not a date. */
function displayDay(day: string): string {
  return formatDisplayDate(day) || day;
}

/** The items of a job. */
export function ItemsTab({ job }: { job: Job }) {
  const sales = job.customer[0]?.sales;
  return (
    <div className="job-panel">
      {sales !== undefined && (
        <dl className="detail-list">
          <div className="detail-list__row">
            <dt>Sales name</dt>
            <dd>{sales.name}</dd>
          </div>
          <div className="detail-list__row">
            <dt>Store</dt>
            <dd>{sales.store}</dd>
          </div>
          {job.job_type === JobType.ServiceOrDelivery && (
            <div className="detail-list__row">
              <dt>Delivery date</dt>
              <dd>{displayDay(sales.delivery_date)}</dd>
            </div>
          )}
        </dl>
      )}
      {productGroups(job).map((group) => (
        <DetailSection key={group.title ?? 'items'} title={group.title ?? 'Items'}>
          <ProductList job={job} products={group.products} />
        </DetailSection>
      ))}
    </div>
  );
}
