import { describe, expect, it } from 'vitest';
import {
  allCollected,
  collectNone,
  collectionItems,
  collectionReportGroups,
  isCollected,
  selectAllCollected,
  setCollected,
  toggleCollected,
} from '@domain/completion/collection-report';
import { JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { makeJob, makeProduct } from '../support/job-fixture';

function item(id: string | number, delivered: number, job_type: JobType = JobType.Collection) {
  return makeProduct({
    id,
    description: `Item ${id}`,
    job_type,
    delivery_job: { planned_quantity: 1, delivered_quantity: delivered },
  });
}

const combined: Job = makeJob({
  job_type: JobType.DeliveryAndCollection,
  products: [item('d1', 0, JobType.DeliveryOrItemsToDeliver), item('c1', 0), item(7, 0), item('c3', 1)],
});

const quantities = (job: Job) => job.products.map((p) => p.delivery_job.delivered_quantity);

describe('collection items', () => {
  it('are the products with job_type 2, in the job order', () => {
    expect(collectionItems(combined).map((p) => p.id)).toEqual(['c1', 7, 'c3']);
  });

  it('count as collected at delivered_quantity 1', () => {
    expect(isCollected(item('a', 1))).toBe(true);
    expect(isCollected(item('a', 0))).toBe(false);
  });
});

describe('the Collected checkbox (product rule 4.12)', () => {
  it('toggles delivered_quantity 0 → 1 → 0', () => {
    const once = toggleCollected(combined, 'c1');
    expect(quantities(once)).toEqual([0, 1, 0, 1]);
    expect(quantities(toggleCollected(once, 'c1'))).toEqual([0, 0, 0, 1]);
  });

  it('matches number and text ids alike', () => {
    expect(quantities(toggleCollected(combined, '7'))).toEqual([0, 0, 1, 1]);
    expect(quantities(setCollected(combined, 7, true))).toEqual([0, 0, 1, 1]);
  });

  it('sets a given state', () => {
    expect(quantities(setCollected(combined, 'c3', false))).toEqual([0, 0, 0, 0]);
    expect(quantities(setCollected(combined, 'c3', true))).toEqual([0, 0, 0, 1]);
  });

  it('leaves delivery items and unknown ids alone', () => {
    expect(setCollected(combined, 'd1', true)).toBe(combined);
    expect(toggleCollected(combined, 'nope')).toBe(combined);
  });

  it('never mutates the job', () => {
    const before = structuredClone(combined);
    toggleCollected(combined, 'c1');
    selectAllCollected(combined);
    collectNone(combined);
    expect(combined).toEqual(before);
  });
});

describe('Select All and none', () => {
  it('Select All collects every collection item and nothing else', () => {
    const all = selectAllCollected(combined);
    expect(quantities(all)).toEqual([0, 1, 1, 1]);
    expect(allCollected(all)).toBe(true);
    expect(allCollected(combined)).toBe(false);
  });

  it('none collected sets every collection item to 0', () => {
    expect(quantities(collectNone(selectAllCollected(combined)))).toEqual([0, 0, 0, 0]);
  });

  it('a job without collection items is never "all collected"', () => {
    expect(allCollected(makeJob())).toBe(false);
  });
});

describe('collectionReportGroups: the two accordions', () => {
  it('are "Items collected" and "No items collected", splitting the collection items', () => {
    const [collected, notCollected] = collectionReportGroups(toggleCollected(combined, 'c1'));
    expect(collected.title).toBe('Items collected');
    expect(notCollected.title).toBe('No items collected');
    expect(collected.products.map((p) => p.id)).toEqual(['c1', 'c3']);
    expect(notCollected.products.map((p) => p.id)).toEqual([7]);
  });
});
