import { describe, expect, it } from 'vitest';
import {
  deliveryReportMessage,
  deliveryReportMessages,
  productIssueMessages,
  propertyIssueMessages,
} from '@domain/completion/delivery-report-validation';
import type { DeliveryReportInput } from '@domain/completion/delivery-report-validation';
import { withIssueComment } from '@domain/completion/issue-comment';
import type { GalleryImage, Job, Product } from '@domain/job/job';
import { chooseProductIssue, choosePropertyIssue } from '@domain/completion/product-issues';
import { issueChoice, productReasons, propertyReasons, reason } from '../support/issue-reasons-fixture';
import { makeJob, makeProduct } from '../support/job-fixture';

const now = new Date(2026, 10, 21, 12, 0, 0);
const damagePhoto: GalleryImage = { id: 'x', uri: 'ORD123-01-damage-1', type: 'damage', status: 'up' };
const otherPhoto: GalleryImage = { id: 'y', uri: 'ORD123-01-delivered-1', type: 'delivered', status: 'up' };

const input = (job: Job): DeliveryReportInput => ({ job, propertyReasons, productReasons });

function withProperty(id: number, gallery: GalleryImage[] = []): Job {
  return { ...choosePropertyIssue(makeJob(), reason(propertyReasons, id)), job_activity_gallery: gallery };
}

function item(reasonId: number | null, comment = '', photos: GalleryImage[] = []): Product {
  const base = makeProduct({ id: 'p1', description: 'Oak table', after_images: photos });
  const chosen =
    reasonId === null
      ? makeJob({ products: [base] })
      : chooseProductIssue(makeJob({ products: [base] }), 'p1', issueChoice(productReasons, reasonId));
  return withIssueComment(chosen.products[0]!, comment, now);
}

describe('property issue messages (product rule 5.5)', () => {
  it('a reason with sub-reasons: "You must select a sub reason for {label} Issue."', () => {
    expect(propertyIssueMessages(input(withProperty(1026)))).toEqual([
      'You must select a sub reason for Other property issue Issue.',
    ]);
  });

  it('a reason with retailerReferenceId above 2 and no photo: "Damage to customer property requires a photo"', () => {
    expect(propertyIssueMessages(input(withProperty(1025)))).toEqual([
      'Damage to customer property requires a photo',
    ]);
    expect(propertyIssueMessages(input(withProperty(1025, [otherPhoto])))).toEqual([
      'Damage to customer property requires a photo',
    ]);
    expect(propertyIssueMessages(input(withProperty(1025, [damagePhoto])))).toEqual([]);
  });

  it('both, sub-reason first; a complete choice with its photo passes', () => {
    expect(propertyIssueMessages(input(withProperty(1022)))).toEqual([
      'You must select a sub reason for Floor Issue.',
      'Damage to customer property requires a photo',
    ]);
    expect(propertyIssueMessages(input(withProperty(1023, [damagePhoto])))).toEqual([]);
  });

  it('retailerReferenceId 2 needs no photo; no issue, 0 or an unknown id gives nothing', () => {
    expect(propertyIssueMessages(input(withProperty(1027)))).toEqual([]);
    expect(propertyIssueMessages(input(makeJob()))).toEqual([]);
    const zero = makeJob();
    expect(
      propertyIssueMessages(input({ ...zero, delivery_job: { ...zero.delivery_job, damage_reason: 0 } })),
    ).toEqual([]);
    expect(
      propertyIssueMessages(input({ ...zero, delivery_job: { ...zero.delivery_job, damage_reason: 9 } })),
    ).toEqual([]);
  });
});

describe('item issue messages (product rule 5.5)', () => {
  it('a reason with sub-reasons: "You must select a sub reason for {label}."', () => {
    expect(productIssueMessages(item(1045, 'Box empty'), productReasons)).toEqual([
      'You must select a sub reason for Missing.',
    ]);
  });

  it('no comment: "Comment required for {description}"', () => {
    expect(productIssueMessages(item(1048), productReasons)).toEqual(['Comment required for Oak table']);
    expect(productIssueMessages(item(1048, '   '), productReasons)).toEqual([
      'Comment required for Oak table',
    ]);
  });

  it('retailerReferenceId 1 without a damage photo: "Photo of damage required for {description}"', () => {
    expect(productIssueMessages(item(1041, 'Scratch on top'), productReasons)).toEqual([
      'Photo of damage required for Oak table',
    ]);
    expect(productIssueMessages(item(1041, 'Scratch on top', [otherPhoto]), productReasons)).toEqual([
      'Photo of damage required for Oak table',
    ]);
    expect(productIssueMessages(item(1041, 'Scratch on top', [damagePhoto]), productReasons)).toEqual([]);
  });

  it('all three, in order', () => {
    expect(productIssueMessages(item(1042), productReasons)).toEqual([
      'You must select a sub reason for Broken.',
      'Comment required for Oak table',
      'Photo of damage required for Oak table',
    ]);
  });

  it('an item without an issue, or with an unknown reason, asks for nothing but the comment', () => {
    expect(productIssueMessages(item(null), productReasons)).toEqual([]);
    const unknown = makeProduct({
      delivery_job: { planned_quantity: 1, delivered_quantity: 0, damage_reason: 5 },
    });
    expect(productIssueMessages(unknown, productReasons)).toEqual(['Comment required for 3 seater sofa']);
  });
});

describe('deliveryReportMessages / deliveryReportMessage', () => {
  it('lists the property messages, then each item in job order; shows the first', () => {
    const base = withProperty(1020);
    const job: Job = {
      ...base,
      products: [
        { ...item(1048, 'Not wanted'), id: 'a', description: 'Lamp' },
        { ...item(1048), id: 'b', description: 'Rug' },
        makeProduct({ id: 'c', description: 'Fine' }),
        { ...item(1043, 'Leg off'), id: 'd', description: 'Desk' },
      ],
    };
    const all = [
      'You must select a sub reason for Damage to customer property Issue.',
      'Damage to customer property requires a photo',
      'Comment required for Rug',
      'Photo of damage required for Desk',
    ];
    expect(deliveryReportMessages(input(job))).toEqual(all);
    expect(deliveryReportMessage(input(job))).toBe(all[0]);
  });

  it('is null for a report without issues or with every rule met', () => {
    expect(deliveryReportMessage(input(makeJob()))).toBeNull();
    const job: Job = {
      ...withProperty(1021, [damagePhoto]),
      products: [item(1041, 'Scratch', [damagePhoto]), item(1049, 'Minor mark')],
    };
    expect(deliveryReportMessage(input(job))).toBeNull();
  });
});
