/** Reason trees for the delivery report tests: product issues and property damage, three levels deep. */
import type { ReasonCode, ReasonCodeField, ReasonOption } from '@domain/reasons/reason-code';
import { productIssueChoice } from '@domain/completion/delivery-issue';
import type { ProductIssueChoice } from '@domain/completion/delivery-issue';
import { findReason } from '@domain/reasons/reason-lookup';
import { reasonTree } from '@domain/reasons/reason-tree';

type Seed = [
  id: number,
  label: string,
  parent: number | null,
  level: number,
  ref: number,
  delivered?: boolean,
];

function codes(field: ReasonCodeField, seeds: Seed[]): ReasonCode[] {
  return seeds.map(([id, label, parent, level, ref, delivered]) => ({
    id,
    label,
    parentReasonCodeId: parent,
    level,
    retailerReferenceId: ref,
    mappedFieldName: field,
    ...(delivered === undefined ? {} : { mapsToDelivered: delivered }),
  }));
}

/** product_delivery_issues: Damaged (ref 1) › Scratched | Broken › Leg broken; Missing (ref 2) › Part missing; two leaves. */
export const productReasons = reasonTree(
  codes('product_delivery_issues', [
    [1040, 'Damaged', null, 1, 1, false],
    [1041, 'Scratched', 1040, 2, 1, true],
    [1042, 'Broken', 1040, 2, 1, false],
    [1043, 'Leg broken', 1042, 3, 1, false],
    [1045, 'Missing', null, 1, 2, false],
    [1046, 'Part missing', 1045, 2, 2, true],
    [1048, 'Not required', null, 1, 2, false],
    [1049, 'Delivered with minor mark', null, 1, 2, true],
  ]),
  'product_delivery_issues',
);

/** job_damage_reason: Damage to customer property (ref 3) › Wall | Floor › Carpet; Broken door frame (4); Other (2) › Garden. */
export const propertyReasons = reasonTree(
  codes('job_damage_reason', [
    [1020, 'Damage to customer property', null, 1, 3],
    [1021, 'Wall', 1020, 2, 3],
    [1022, 'Floor', 1020, 2, 3],
    [1023, 'Carpet', 1022, 3, 3],
    [1025, 'Broken door frame', null, 1, 4],
    [1026, 'Other property issue', null, 1, 2],
    [1027, 'Garden', 1026, 2, 2],
  ]),
  'job_damage_reason',
);

/** The option with this id in one of the fixture trees (throws when absent, so a typo fails loudly). */
export function reason(tree: readonly ReasonOption[], id: number): ReasonOption {
  const found = findReason(tree, id);
  if (found === null) throw new Error(`No reason ${id} in the fixture tree`);
  return found;
}

/** The item issue choice of the reason with this id in the product tree (its kind and the retailer's say). */
export function issueChoice(tree: readonly ReasonOption[], id: number): ProductIssueChoice {
  const found = productIssueChoice(tree, id);
  if (found === null) throw new Error(`No reason ${id} in the fixture tree`);
  return found;
}
