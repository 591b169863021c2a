import { describe, expect, it } from 'vitest';
import { findProduct, productKey, updateProducts, withDeliveryDetails } from '@domain/job/product-by-id';
import { makeJob, makeProduct } from '../support/job-fixture';

const job = makeJob({
  products: [makeProduct({ id: 7 }), makeProduct({ id: 'p2' }), makeProduct({ id: '9' })],
});

describe('product-by-id', () => {
  it('treats number and text ids alike', () => {
    expect(productKey(7)).toBe('7');
    expect(findProduct(job, '7')?.id).toBe(7);
    expect(findProduct(job, 9)?.id).toBe('9');
    expect(findProduct(job, 'nope')).toBeNull();
  });

  it('replaces only the named products, in place, without mutating', () => {
    const before = structuredClone(job);
    const after = updateProducts(job, ['7', 9], (p) => withDeliveryDetails(p, { delivered_quantity: 5 }));
    expect(after.products.map((p) => p.delivery_job.delivered_quantity)).toEqual([5, 0, 5]);
    expect(after.products[1]).toBe(job.products[1]);
    expect(job).toEqual(before);
  });

  it('withDeliveryDetails keeps the other delivery fields', () => {
    const p = withDeliveryDetails(makeProduct(), { damage_reason: 3 });
    expect(p.delivery_job).toEqual({ planned_quantity: 1, delivered_quantity: 0, damage_reason: 3 });
  });
});
