import { describe, expect, it } from 'vitest';
import { DeliveryIssue } from '@domain/job/enums';
import {
  deliveryIssueOfPath,
  isDeliveryIssue,
  issueDeliveredQuantity,
  productIssueChoice,
  retailerSaysDelivered,
  withinPlanned,
} from '@domain/completion/delivery-issue';
import { reasonTree } from '@domain/reasons/reason-tree';
import type { ReasonCode } from '@domain/reasons/reason-code';
import { demoReasonCodes } from '@server/seed/demo-reason-codes';
import { productReasons } from '../support/issue-reasons-fixture';

const labels = (...names: string[]) => names.map((label) => ({ label }));

describe('the delivery issue a reason names (product rule 3.13: 1 Damaged, 2 Missing, 3 Not Required)', () => {
  it('reads the path top first: the first label naming a kind decides', () => {
    expect(deliveryIssueOfPath(labels('Damaged', 'Scratched'))).toBe(DeliveryIssue.Damaged);
    expect(deliveryIssueOfPath(labels('Damaged', 'Part missing'))).toBe(DeliveryIssue.Damaged);
    expect(deliveryIssueOfPath(labels('Missing', 'Whole item missing'))).toBe(DeliveryIssue.Missing);
    expect(deliveryIssueOfPath(labels('Item missing'))).toBe(DeliveryIssue.Missing);
    expect(deliveryIssueOfPath(labels('Not required'))).toBe(DeliveryIssue.NotRequired);
    expect(deliveryIssueOfPath(labels('Customer declined item'))).toBe(DeliveryIssue.NotRequired);
    expect(deliveryIssueOfPath(labels('Other', 'No longer wanted'))).toBe(DeliveryIssue.NotRequired);
    expect(deliveryIssueOfPath(labels('Torn fabric'))).toBe(DeliveryIssue.Damaged);
  });

  it('a path naming no kind is Damaged (the item reached the customer)', () => {
    expect(deliveryIssueOfPath(labels('Wrong colour left'))).toBe(DeliveryIssue.Damaged);
    expect(deliveryIssueOfPath([])).toBe(DeliveryIssue.Damaged);
  });

  it('knows the enumeration', () => {
    expect([0, 1, 2, 3, 4, null, '1'].map(isDeliveryIssue)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('what the customer keeps', () => {
  it('follows the kind: Damaged all of the planned quantity, Missing and Not Required none', () => {
    expect(issueDeliveredQuantity({ deliveryIssue: DeliveryIssue.Damaged }, 3)).toBe(3);
    expect(issueDeliveredQuantity({ deliveryIssue: DeliveryIssue.Missing }, 3)).toBe(0);
    expect(issueDeliveredQuantity({ deliveryIssue: DeliveryIssue.NotRequired }, 3)).toBe(0);
  });

  it("the retailer's mapsToDelivered wins, the deepest on the path", () => {
    expect(issueDeliveredQuantity({ deliveryIssue: DeliveryIssue.Damaged, mapsToDelivered: false }, 2)).toBe(
      0,
    );
    expect(issueDeliveredQuantity({ deliveryIssue: DeliveryIssue.Missing, mapsToDelivered: true }, 2)).toBe(
      2,
    );
    expect(retailerSaysDelivered([{ mapsToDelivered: false }, { mapsToDelivered: true }])).toBe(true);
    expect(retailerSaysDelivered([{ mapsToDelivered: false }, {}])).toBe(false);
    expect(retailerSaysDelivered([{}, {}])).toBeUndefined();
  });

  it('keeps a count within 0 … planned', () => {
    expect([-2, 0, 1, 2.9, 7, Number.NaN].map((q) => withinPlanned(q, 2))).toEqual([0, 0, 1, 2, 2, 0]);
  });
});

describe('productIssueChoice', () => {
  it('reads the kind and the retailer say from the tree', () => {
    expect(productIssueChoice(productReasons, 1041)).toEqual({
      id: 1041,
      deliveryIssue: DeliveryIssue.Damaged,
      mapsToDelivered: true,
    });
    expect(productIssueChoice(productReasons, 1048)).toMatchObject({
      deliveryIssue: DeliveryIssue.NotRequired,
    });
    expect(productIssueChoice(productReasons, 99)).toBeNull();
  });

  it("a retailer's codes without mapsToDelivered: a damaged item stays with the customer", () => {
    const codes: ReasonCode[] = [
      {
        id: 1,
        label: 'Damaged',
        parentReasonCodeId: null,
        level: 1,
        retailerReferenceId: 1,
        mappedFieldName: 'product_delivery_issues',
      },
      {
        id: 2,
        label: 'Dented',
        parentReasonCodeId: 1,
        level: 2,
        retailerReferenceId: 1,
        mappedFieldName: 'product_delivery_issues',
      },
      {
        id: 3,
        label: 'Missing',
        parentReasonCodeId: null,
        level: 1,
        retailerReferenceId: 2,
        mappedFieldName: 'product_delivery_issues',
      },
    ];
    const tree = reasonTree(codes, 'product_delivery_issues');
    const dented = productIssueChoice(tree, 2)!;
    expect(dented).toEqual({ id: 2, deliveryIssue: DeliveryIssue.Damaged });
    expect(issueDeliveredQuantity(dented, 1)).toBe(1);
    expect(issueDeliveredQuantity(productIssueChoice(tree, 3)!, 1)).toBe(0);
  });

  it('every demo product issue has a kind of the enumeration', () => {
    for (const retailer of new Set(demoReasonCodes.map((code) => code.retailerId))) {
      const codes = demoReasonCodes.filter((code) => code.retailerId === retailer);
      const tree = reasonTree(codes, 'product_delivery_issues');
      for (const code of codes.filter((c) => c.mappedFieldName === 'product_delivery_issues')) {
        expect(isDeliveryIssue(productIssueChoice(tree, code.id)?.deliveryIssue)).toBe(true);
      }
    }
  });
});
