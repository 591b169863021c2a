import { describe, expect, it } from 'vitest';
import { JobType, NoteType } from '@domain/job/enums';
import { issueComment } from '@domain/completion/issue-comment';
import { messages } from '@domain/app/messages';
import { collectionDamagePhotos } from '@domain/completion/damage-photos';
import { withCommentDrafts, type CommentDrafts } from '@src/screens/delivery-report/comment-drafts';
import { chosenReasonOf, reportStartsOpen } from '@src/screens/delivery-report/report-open';
import { makeJob, makeProduct } from '../domain/support/job-fixture';

const NOW = Date.UTC(2026, 10, 21, 9, 30);

describe('withCommentDrafts', () => {
  const job = makeJob({
    products: [
      makeProduct({ id: 7, description: 'Oak table' }),
      makeProduct({
        id: 'p2',
        description: 'Chair',
        notes: [{ id: '', type: NoteType.ProductNote, note: 'old', date: '2026-11-21T09:00:00', new: true }],
      }),
    ],
  });

  it('lays each typed comment over its product, as the engine will store it', () => {
    const drafts: CommentDrafts = new Map([
      ['7', { productId: 7, text: 'Scratched top' }],
      ['p2', { productId: 'p2', text: 'Leg loose' }],
    ]);
    const shown = withCommentDrafts(job, drafts, NOW);
    expect(shown.products.map(issueComment)).toEqual(['Scratched top', 'Leg loose']);
    expect(shown.products[1]?.notes).toHaveLength(1);
    expect(job.products.map(issueComment)).toEqual(['', 'old']);
  });

  it('drops a comment typed away to blank and cuts one over 150 characters', () => {
    const drafts: CommentDrafts = new Map([
      ['p2', { productId: 'p2', text: '   ' }],
      ['7', { productId: '7', text: 'x'.repeat(160) }],
    ]);
    const shown = withCommentDrafts(job, drafts, NOW);
    expect(issueComment(shown.products[1]!)).toBe('');
    expect(issueComment(shown.products[0]!)).toHaveLength(150);
  });

  it('returns the same job without drafts', () => {
    expect(withCommentDrafts(job, new Map(), NOW)).toBe(job);
  });
});

describe('reportStartsOpen', () => {
  it('is closed for a job without issues or damage photos', () => {
    expect(reportStartsOpen(makeJob())).toBe(false);
  });

  it('opens for a property issue, an item issue, or a damage photo left on the job', () => {
    const base = makeJob();
    expect(reportStartsOpen({ ...base, delivery_job: { ...base.delivery_job, damage_reason: 1020 } })).toBe(
      true,
    );
    const item = makeProduct({
      delivery_job: { planned_quantity: 1, delivered_quantity: 0, damage_reason: 1040 },
    });
    expect(reportStartsOpen(makeJob({ products: [item] }))).toBe(true);
    const photo = { id: 'a', uri: 'DS-1-damage-1', type: 'damage', status: 'up' as const };
    expect(reportStartsOpen(makeJob({ job_activity_gallery: [photo] }))).toBe(true);
    expect(reportStartsOpen(makeJob({ products: [makeProduct({ after_images: [photo] })] }))).toBe(true);
  });

  it('stays closed for a delivered photo only', () => {
    const photo = { id: 'a', uri: 'DS-1-delivered-1', type: 'delivered', status: 'up' as const };
    expect(reportStartsOpen(makeJob({ job_activity_gallery: [photo] }))).toBe(false);
  });
});

describe('chosenReasonOf', () => {
  it('sends the id and mapsToDelivered, not the sub-tree', () => {
    const option = {
      id: 1041,
      label: 'Scratched',
      level: 2,
      parentReasonCodeId: 1040,
      retailerReferenceId: 1,
      mapsToDelivered: true,
      options: [],
    };
    expect(chosenReasonOf(option)).toEqual({ id: 1041, mapsToDelivered: true });
    expect(chosenReasonOf({ id: 1020 })).toEqual({ id: 1020 });
  });
});

describe('collectionDamagePhotos', () => {
  it("takes only the item's collection-damage photos", () => {
    const product = makeProduct({
      job_type: JobType.Collection,
      after_images: [
        { id: 'a', uri: 'DS-1-collection-damage-1', type: 'collection-damage', status: 'up' },
        { id: 'b', uri: 'DS-1-damage-2', type: 'damage', status: 'up' },
      ],
    });
    expect(collectionDamagePhotos(product).map((image) => image.id)).toEqual(['a']);
    expect(collectionDamagePhotos(makeProduct())).toEqual([]);
  });
});

describe('clear issue confirmation texts', () => {
  it('names what is cleared, with Cancel and Clear issue', () => {
    expect(messages.clearIssueConfirm('Oak table')).toBe('The issue reported for Oak table will be cleared.');
    expect(messages.clearIssueConfirm("the customer's property")).toBe(
      "The issue reported for the customer's property will be cleared.",
    );
    expect([messages.cancel, messages.clearIssue]).toEqual(['Cancel', 'Clear issue']);
    expect([messages.deleteImageConfirm, messages.delete]).toEqual(['One image will be deleted.', 'Delete']);
  });
});
