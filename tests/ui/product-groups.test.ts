import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import { productGroups, sortByDescription } from '@src/screens/job/product-groups';
import { makeJob, makeProduct } from '../domain/support/job-fixture';

const deliver = (id: string, description: string) =>
  makeProduct({ id, description, job_type: JobType.DeliveryOrItemsToDeliver });
const collect = (id: string, description: string) =>
  makeProduct({ id, description, job_type: JobType.Collection });
const ids = (products: { id: number | string }[]) => products.map((product) => product.id);

describe('sortByDescription', () => {
  it('sorts by description, ignoring case, without changing the given list', () => {
    const products = [deliver('a', 'wardrobe'), deliver('b', 'Armchair'), deliver('c', 'bed frame')];
    expect(ids(sortByDescription(products))).toEqual(['b', 'c', 'a']);
    expect(ids(products)).toEqual(['a', 'b', 'c']);
  });
});

describe('productGroups (product rule 2.9, the Items tab)', () => {
  it('is one untitled, sorted list for a job that is not type 4', () => {
    const products = [collect('a', 'Sofa'), deliver('b', 'Chair')];
    for (const jobType of [JobType.ServiceOrDelivery, JobType.Collection, JobType.DeliveryOrItemsToDeliver]) {
      const groups = productGroups(makeJob({ job_type: jobType, products }));
      expect(groups.map((group) => ({ title: group.title, ids: ids(group.products) }))).toEqual([
        { title: null, ids: ['b', 'a'] },
      ]);
    }
  });

  it('splits a type 4 job into "Items to Deliver" and "Items to Collect" (job_type 2), each sorted', () => {
    const products = [
      collect('c1', 'Table'),
      deliver('d1', 'Sofa'),
      collect('c2', 'armchair'),
      deliver('d2', 'Bed'),
    ];
    const groups = productGroups(makeJob({ job_type: JobType.DeliveryAndCollection, products }));
    expect(groups.map((group) => ({ title: group.title, ids: ids(group.products) }))).toEqual([
      { title: 'Items to Deliver', ids: ['d2', 'd1'] },
      { title: 'Items to Collect', ids: ['c2', 'c1'] },
    ]);
  });

  it('keeps both titled groups for a type 4 job even when one is empty', () => {
    const groups = productGroups(
      makeJob({ job_type: JobType.DeliveryAndCollection, products: [deliver('d', 'Sofa')] }),
    );
    expect(groups.map((group) => [group.title, group.products.length])).toEqual([
      ['Items to Deliver', 1],
      ['Items to Collect', 0],
    ]);
  });
});
