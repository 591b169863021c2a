import { describe, expect, it } from 'vitest';
import { JobType, NoteType } from '@domain/job/enums';
import { issueComment, withIssueComment } from '@domain/completion/issue-comment';
import type { GalleryImage, Job, Product } from '@domain/job/job';
import {
  applySameIssueTo,
  cancelReport,
  chooseProductIssue,
  choosePropertyIssue,
  clearProductIssue,
  clearPropertyIssue,
  deliveryReportItems,
  hasReportedIssue,
  sameIssueCandidates,
  setIssueQuantity,
} from '@domain/completion/product-issues';
import { issueChoice, productReasons, propertyReasons, reason } from '../support/issue-reasons-fixture';
import { makeJob, makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 12, 0, 0);

function photo(id: string, type: string): GalleryImage {
  return { id, uri: `ORD123-01-${type}-${id}`, type, status: 'up' };
}

const sofa = makeProduct({
  id: 'p1',
  description: 'Sofa',
  delivery_job: { planned_quantity: 1, delivered_quantity: 0 },
});
const chair = makeProduct({
  id: 2,
  description: 'Chair',
  delivery_job: { planned_quantity: 4, delivered_quantity: 0 },
});
const table = makeProduct({ id: 'p3', description: 'Table' });
const oldSofa = makeProduct({ id: 'c1', description: 'Old sofa', job_type: JobType.Collection });
const job: Job = makeJob({
  job_type: JobType.DeliveryAndCollection,
  products: [sofa, chair, table, oldSofa],
});

const details = (j: Job, id: Product['id']) =>
  j.products.find((p) => String(p.id) === String(id))?.delivery_job;

describe('choosing and clearing an item issue (product rule 4.12)', () => {
  it('a reason that maps to delivered sets damage_reason, delivery_issue and the whole planned quantity', () => {
    const after = chooseProductIssue(job, 'p1', issueChoice(productReasons, 1041));
    expect(details(after, 'p1')).toMatchObject({
      damage_reason: 1041,
      delivery_issue: 1,
      new_delivered_quantity: 1,
    });
  });

  it('a reason the retailer says is not delivered sets new_delivered_quantity 0, at every level', () => {
    for (const [id, kind] of [
      [1040, 1],
      [1042, 1],
      [1043, 1],
      [1045, 2],
      [1048, 3],
    ] as const) {
      const after = chooseProductIssue(job, 'p1', issueChoice(productReasons, id));
      expect(details(after, 'p1')).toMatchObject({
        damage_reason: id,
        delivery_issue: kind,
        new_delivered_quantity: 0,
      });
    }
  });

  it('choosing a sub-reason replaces the parent reason; a delivered item keeps all its planned quantity', () => {
    const parent = chooseProductIssue(job, 2, issueChoice(productReasons, 1045));
    expect(details(parent, 2)).toMatchObject({ delivery_issue: 2, new_delivered_quantity: 0 });
    const sub = chooseProductIssue(parent, '2', issueChoice(productReasons, 1046));
    expect(details(sub, 2)).toMatchObject({
      damage_reason: 1046,
      delivery_issue: 2,
      new_delivered_quantity: 4,
    });
  });

  it('the driver sets the quantity of an item with an issue within 0 … planned', () => {
    const chosen = chooseProductIssue(job, 2, issueChoice(productReasons, 1041));
    expect(details(setIssueQuantity(chosen, 2, 3), 2)?.new_delivered_quantity).toBe(3);
    expect(details(setIssueQuantity(chosen, 2, 9), 2)?.new_delivered_quantity).toBe(4);
    expect(details(setIssueQuantity(chosen, 2, -1), 2)?.new_delivered_quantity).toBe(0);
    expect(details(setIssueQuantity(chosen, 2, 1.7), 2)?.new_delivered_quantity).toBe(1);
    // An item without an issue is delivered in full at completion: a count changes nothing.
    expect(setIssueQuantity(job, 2, 1).products).toEqual(job.products);
  });

  it('clearing resets both to 0 and drops the comment, other items untouched', () => {
    const chosen = chooseProductIssue(job, 'p1', issueChoice(productReasons, 1049));
    const commented: Job = {
      ...chosen,
      products: chosen.products.map((p) => (p.id === 'p1' ? withIssueComment(p, 'Mark on arm', now) : p)),
    };
    const cleared = clearProductIssue(commented, 'p1');
    expect(details(cleared, 'p1')).toMatchObject({
      damage_reason: 0,
      new_delivered_quantity: 0,
      delivery_issue: null,
    });
    expect(issueComment(cleared.products[0]!)).toBe('');
    expect(cleared.products.slice(1)).toEqual(job.products.slice(1));
  });

  it('never mutates the job', () => {
    const before = structuredClone(job);
    clearProductIssue(chooseProductIssue(job, 'p1', issueChoice(productReasons, 1041)), 'p1');
    expect(job).toEqual(before);
  });
});

describe('apply same issue to', () => {
  it('offers the other delivery report items (no collection items, not the source)', () => {
    expect(deliveryReportItems(job).map((p) => p.id)).toEqual(['p1', 2, 'p3']);
    expect(sameIssueCandidates(job, 'p1').map((p) => p.id)).toEqual([2, 'p3']);
  });

  it("copies the source's damage_reason and delivery_issue; a source kept in full leaves each target in full", () => {
    const source = chooseProductIssue(job, 'p1', issueChoice(productReasons, 1041));
    const after = applySameIssueTo(source, 'p1', ['2', 'p3', 'p1']);
    for (const [id, quantity] of [
      ['p1', 1],
      [2, 4],
      ['p3', 1],
    ] as const) {
      expect(details(after, id)).toMatchObject({
        damage_reason: 1041,
        delivery_issue: 1,
        new_delivered_quantity: quantity,
      });
    }
    expect(details(after, 'c1')).toEqual(oldSofa.delivery_job);
  });

  it('a source kept in part passes on at most its own count', () => {
    const source = setIssueQuantity(chooseProductIssue(job, 2, issueChoice(productReasons, 1041)), 2, 2);
    const after = applySameIssueTo(source, 2, ['p1']);
    expect(details(after, 'p1')).toMatchObject({ delivery_issue: 1, new_delivered_quantity: 1 });
  });

  it('keeps each target item its own comment', () => {
    const source = chooseProductIssue(job, 'p1', issueChoice(productReasons, 1048));
    const withComments: Job = {
      ...source,
      products: source.products.map((p) => withIssueComment(p, `About ${p.description}`, now)),
    };
    const after = applySameIssueTo(withComments, 'p1', ['p3']);
    expect(issueComment(after.products[2]!)).toBe('About Table');
  });

  it('changes nothing when the source has no issue', () => {
    expect(applySameIssueTo(job, 'p1', ['p3'])).toBe(job);
    expect(applySameIssueTo(job, 'missing', ['p3'])).toBe(job);
  });
});

describe('the property issue', () => {
  it('sets and clears delivery_job.damage_reason', () => {
    const chosen = choosePropertyIssue(job, reason(propertyReasons, 1023));
    expect(chosen.delivery_job.damage_reason).toBe(1023);
    expect(hasReportedIssue(chosen)).toBe(true);
    const cleared = clearPropertyIssue(chosen);
    expect(cleared.delivery_job.damage_reason).toBe(0);
    expect(hasReportedIssue(cleared)).toBe(false);
  });
});

describe('Cancel Report', () => {
  const reported: Job = (() => {
    let j = choosePropertyIssue(job, reason(propertyReasons, 1025));
    j = chooseProductIssue(j, 'p1', issueChoice(productReasons, 1043));
    j = chooseProductIssue(j, 2, issueChoice(productReasons, 1046));
    return {
      ...j,
      job_activity_gallery: [photo('g1', 'damage'), photo('g2', 'delivered'), photo('g3', 'failed')],
      products: j.products.map((p) =>
        p.id === 'p1'
          ? { ...withIssueComment(p, 'Leg snapped', now), after_images: [photo('a1', 'damage')] }
          : p.id === 'c1'
            ? { ...p, after_images: [photo('a2', 'collection-damage')] }
            : p,
      ),
    };
  })();

  it("clears the job's and every product's damage reason", () => {
    expect(hasReportedIssue(reported)).toBe(true);
    const { job: after } = cancelReport(reported);
    expect(after.delivery_job.damage_reason).toBe(0);
    expect(after.products.map((p) => p.delivery_job.damage_reason)).toEqual([0, 0, 0, 0]);
    expect(details(after, 'p1')?.new_delivered_quantity).toBe(0);
    expect(details(after, 2)?.new_delivered_quantity).toBe(0);
    expect(hasReportedIssue(after)).toBe(false);
  });

  it('drops the issue comments but keeps older product notes', () => {
    const older = { id: 'n1', type: NoteType.ProductNote, note: 'Fragile', date: '2026-11-20T10:00:00' };
    const withOlder: Job = {
      ...reported,
      products: reported.products.map((p) =>
        p.id === 'p1' ? { ...p, notes: [older, ...(p.notes ?? [])] } : p,
      ),
    };
    const { job: after } = cancelReport(withOlder);
    expect(after.products[0]?.notes).toEqual([older]);
  });

  it('removes the damage photos and names them, keeping every other photo', () => {
    const { job: after, removedPhotos } = cancelReport(reported);
    expect(removedPhotos.map((p) => p.id)).toEqual(['g1', 'a1']);
    expect(after.job_activity_gallery?.map((p) => p.id)).toEqual(['g2', 'g3']);
    expect(after.products[0]?.after_images).toEqual([]);
    expect(after.products[3]?.after_images?.map((p) => p.id)).toEqual(['a2']);
  });

  it('never mutates the job', () => {
    const before = structuredClone(reported);
    cancelReport(reported);
    expect(reported).toEqual(before);
  });
});
