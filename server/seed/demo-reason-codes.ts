/**
 * Reason codes for the two demo retailers, as three-level trees for every
 * mappedFieldName. They cover every rule of product rules 5.3 and 5.5: retailerReferenceId 1 (photo of
 * the front door / photo of damage), retailerReferenceId > 2 (property photo),
 * labels containing "would not fit", sub-reasons at levels 2 and 3, product
 * issues that do and do not count as delivered, and inactive codes.
 */
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import type { ReasonCodeField } from '@domain/reasons/reason-code';
import type { StoredReasonCode } from '../store/reason-codes';

/** The second demo retailer (the first is the default retailer code). */
export const SECOND_RETAILER = 'OAKWORKS';

/**
 * The third demo retailer: the one whose jobs the demo deployment reads the
 * other way (job type 1 Delivery, 3 Items to deliver; server/jobs/job-type-reading-setting.ts).
 * Its reason codes are the default retailer's, under ids 2000 higher.
 */
export const THIRD_RETAILER = 'PINEHOUSE';

interface ReasonSeed {
  id: number;
  label: string;
  ref: number;
  delivered?: boolean;
  inactive?: boolean;
  options?: ReasonSeed[];
}

type RetailerTrees = Record<ReasonCodeField, ReasonSeed[]>;

const defaultRetailerTrees: RetailerTrees = {
  job_failure_reasons: [
    { id: 1001, label: 'Customer not in', ref: 1 },
    {
      id: 1002,
      label: 'Access problem',
      ref: 2,
      options: [
        { id: 1003, label: 'Item would not fit', ref: 2 },
        {
          id: 1004,
          label: 'No safe parking',
          ref: 2,
          options: [
            { id: 1005, label: 'Double yellow lines', ref: 2 },
            { id: 1006, label: 'Road closed', ref: 2 },
          ],
        },
      ],
    },
    {
      id: 1007,
      label: 'Customer refused delivery',
      ref: 2,
      options: [
        { id: 1008, label: 'Wrong colour', ref: 2 },
        { id: 1009, label: 'No longer wanted', ref: 2 },
      ],
    },
    { id: 1010, label: 'Van breakdown', ref: 2, inactive: true },
  ],
  job_damage_reason: [
    {
      id: 1020,
      label: 'Damage to customer property',
      ref: 3,
      options: [
        { id: 1021, label: 'Wall', ref: 3 },
        {
          id: 1022,
          label: 'Floor',
          ref: 3,
          options: [
            { id: 1023, label: 'Carpet', ref: 3 },
            { id: 1024, label: 'Wooden floor', ref: 3 },
          ],
        },
      ],
    },
    { id: 1025, label: 'Broken door frame', ref: 4 },
    {
      id: 1026,
      label: 'Other property issue',
      ref: 2,
      options: [
        { id: 1027, label: 'Garden', ref: 2 },
        { id: 1028, label: 'Driveway', ref: 2 },
      ],
    },
  ],
  product_delivery_issues: [
    {
      id: 1040,
      label: 'Damaged',
      ref: 1,
      delivered: false,
      options: [
        { id: 1041, label: 'Scratched', ref: 1, delivered: true },
        {
          id: 1042,
          label: 'Broken',
          ref: 1,
          delivered: false,
          options: [
            { id: 1043, label: 'Leg broken', ref: 1, delivered: false },
            { id: 1044, label: 'Frame broken', ref: 1, delivered: false },
          ],
        },
      ],
    },
    {
      id: 1045,
      label: 'Missing',
      ref: 2,
      delivered: false,
      options: [
        { id: 1046, label: 'Part missing', ref: 2, delivered: true },
        { id: 1047, label: 'Whole item missing', ref: 2, delivered: false },
      ],
    },
    { id: 1048, label: 'Not required', ref: 2, delivered: false },
    { id: 1049, label: 'Delivered with minor mark', ref: 2, delivered: true },
  ],
};

const secondRetailerTrees: RetailerTrees = {
  job_failure_reasons: [
    { id: 2001, label: 'No answer at property', ref: 1 },
    { id: 2002, label: 'Sofa would not fit through door', ref: 2 },
    {
      id: 2003,
      label: 'Unsafe access',
      ref: 2,
      options: [
        {
          id: 2004,
          label: 'Stairs',
          ref: 2,
          options: [
            { id: 2005, label: 'Spiral staircase', ref: 2 },
            { id: 2006, label: 'No handrail', ref: 2 },
          ],
        },
        { id: 2007, label: 'Dangerous dog', ref: 2 },
      ],
    },
  ],
  job_damage_reason: [
    {
      id: 2020,
      label: 'Property damaged during delivery',
      ref: 5,
      options: [
        { id: 2021, label: 'Paintwork', ref: 5 },
        {
          id: 2022,
          label: 'Flooring',
          ref: 5,
          options: [
            { id: 2023, label: 'Laminate', ref: 5 },
            { id: 2024, label: 'Tiles', ref: 5 },
          ],
        },
      ],
    },
    { id: 2025, label: 'Pre-existing damage noted', ref: 2 },
  ],
  product_delivery_issues: [
    {
      id: 2040,
      label: 'Item damaged',
      ref: 1,
      delivered: false,
      options: [
        {
          id: 2041,
          label: 'Torn fabric',
          ref: 1,
          delivered: false,
          options: [
            { id: 2042, label: 'Large tear', ref: 1, delivered: false },
            { id: 2043, label: 'Small tear', ref: 1, delivered: true },
          ],
        },
      ],
    },
    { id: 2044, label: 'Item missing', ref: 2, delivered: false },
    { id: 2045, label: 'Customer declined item', ref: 2, delivered: false },
    { id: 2046, label: 'Minor cosmetic mark', ref: 2, delivered: true },
    { id: 2047, label: 'Old item not ready', ref: 2, delivered: false, inactive: true },
  ],
};

function flatten(
  retailerId: string,
  field: ReasonCodeField,
  seeds: readonly ReasonSeed[],
  parent: number | null,
  level: number,
): StoredReasonCode[] {
  return seeds.flatMap((seed) => [
    {
      id: seed.id,
      label: seed.label,
      parentReasonCodeId: parent,
      level,
      retailerReferenceId: seed.ref,
      mappedFieldName: field,
      ...(seed.delivered === undefined ? {} : { mapsToDelivered: seed.delivered }),
      retailerId,
      active: !seed.inactive,
    },
    ...flatten(retailerId, field, seed.options ?? [], seed.id, level + 1),
  ]);
}

function flattenRetailer(retailerId: string, trees: RetailerTrees): StoredReasonCode[] {
  return (Object.keys(trees) as ReasonCodeField[]).flatMap((field) =>
    flatten(retailerId, field, trees[field], null, 1),
  );
}

/** The same trees under ids moved by `offset` (a retailer's codes have ids of their own). */
function movedIds(trees: RetailerTrees, offset: number): RetailerTrees {
  const move = (seeds: readonly ReasonSeed[]): ReasonSeed[] =>
    seeds.map((seed) => ({ ...seed, id: seed.id + offset, options: move(seed.options ?? []) }));
  return {
    job_failure_reasons: move(trees.job_failure_reasons),
    job_damage_reason: move(trees.job_damage_reason),
    product_delivery_issues: move(trees.product_delivery_issues),
  };
}

/** Every demo reason code, parents before their children. */
export const demoReasonCodes: readonly StoredReasonCode[] = [
  ...flattenRetailer(DEFAULT_RETAILER_CODE, defaultRetailerTrees),
  ...flattenRetailer(SECOND_RETAILER, secondRetailerTrees),
  ...flattenRetailer(THIRD_RETAILER, movedIds(defaultRetailerTrees, 2000)),
];
