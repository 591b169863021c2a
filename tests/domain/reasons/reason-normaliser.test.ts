/** Reason codes answered flat or as nested trees (or a mixture) read into one flat list. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REASON_MAX_LEVELS } from '@domain/app/constants';
import type { ReasonCode, ReasonCodeField } from '@domain/reasons/reason-code';
import { reasonCodeForest } from '@domain/reasons/reason-nesting';
import { normaliseReasonCodes, reasonCodesOfAnswer } from '@domain/reasons/reason-normaliser';

const F: ReasonCodeField = 'job_failure_reasons';
const P: ReasonCodeField = 'product_delivery_issues';

function code(
  id: number,
  label: string,
  parent: number | null,
  level: number,
  extra: Partial<ReasonCode> = {},
): ReasonCode {
  return {
    id,
    label,
    parentReasonCodeId: parent,
    level,
    retailerReferenceId: 2,
    mappedFieldName: F,
    ...extra,
  };
}

/** Today's flat answer: Access problem › No safe parking › Road closed, and Damaged › Scratched. */
const flat: ReasonCode[] = [
  code(1001, 'Customer not in', null, 1, { retailerReferenceId: 1 }),
  code(1002, 'Access problem', null, 1),
  code(1004, 'No safe parking', 1002, 2),
  code(1006, 'Road closed', 1004, 3),
  code(1040, 'Damaged', null, 1, { mappedFieldName: P, retailerReferenceId: 1, mapsToDelivered: false }),
  code(1041, 'Scratched', 1040, 2, { mappedFieldName: P, retailerReferenceId: 1, mapsToDelivered: true }),
];

/** The same codes as the nested trees, sub-reasons in the bare option shape. */
const nested: unknown[] = [
  {
    id: 1001,
    label: 'Customer not in',
    level: 1,
    parentReasonCodeId: null,
    retailerReferenceId: 1,
    mappedFieldName: F,
    options: [],
  },
  {
    id: 1002,
    label: 'Access problem',
    level: 1,
    parentReasonCodeId: null,
    retailerReferenceId: 2,
    mappedFieldName: F,
    options: [
      {
        id: 1004,
        label: 'No safe parking',
        level: 2,
        parentReasonCodeId: 1002,
        options: [{ id: 1006, label: 'Road closed', level: 3, parentReasonCodeId: 1004, options: [] }],
      },
    ],
  },
  {
    id: 1040,
    label: 'Damaged',
    level: 1,
    parentReasonCodeId: null,
    retailerReferenceId: 1,
    mappedFieldName: P,
    mapsToDelivered: false,
    options: [
      {
        id: 1041,
        label: 'Scratched',
        level: 2,
        parentReasonCodeId: 1040,
        mapsToDelivered: true,
        options: [],
      },
    ],
  },
];

const ids = (codes: readonly ReasonCode[]) => codes.map((c) => c.id);

interface Case {
  name: string;
  answer: unknown[];
  expected: ReasonCode[] | number[];
}

const cases: Case[] = [
  { name: 'the flat list as the app keeps it today', answer: flat, expected: flat },
  { name: 'the spec’s nested trees (fields and references inherited)', answer: nested, expected: flat },
  {
    name: 'a mixture: a nested tree with flat children naming a nested parent',
    answer: [
      nested[1],
      code(1003, 'Item would not fit', 1002, 2),
      code(1005, 'Double yellow lines', 1004, 3),
    ],
    expected: [
      code(1002, 'Access problem', null, 1),
      code(1004, 'No safe parking', 1002, 2),
      code(1006, 'Road closed', 1004, 3),
      code(1005, 'Double yellow lines', 1004, 3),
      code(1003, 'Item would not fit', 1002, 2),
    ],
  },
  {
    name: 'children listed before their parents',
    answer: [flat[3], flat[2], flat[1]],
    expected: [
      code(1002, 'Access problem', null, 1),
      code(1004, 'No safe parking', 1002, 2),
      code(1006, 'Road closed', 1004, 3),
    ],
  },
  {
    name: 'unknown fields dropped; a stated level replaced by where the code sits',
    answer: [
      { ...code(1, 'Top', null, 7), colour: 'red', active: true },
      { ...code(2, 'Sub', 1, 1), sort_order: 3 },
    ],
    expected: [code(1, 'Top', null, 1), code(2, 'Sub', 1, 2)],
  },
  {
    name: 'items that are not objects dropped, the rest kept',
    answer: [null, 7, 'Customer not in', true, [flat[0]], flat[0]],
    expected: [flat[0] as ReasonCode],
  },
  {
    name: 'a code without a usable id or label dropped with its sub-reasons',
    answer: [
      { ...code(1, 'Top', null, 1), id: '1' },
      { ...code(2, 'Blank', null, 1), label: '   ' },
      { ...code(3, 'Label', null, 1), label: 42 },
      { ...code(4, 'Zero', null, 1), id: 0 },
      { ...code(5, 'Half', null, 1), id: 5.5 },
      code(6, 'Orphaned child of 1', 1, 2),
      code(7, 'Kept', null, 1),
    ],
    expected: [7],
  },
  {
    name: 'a top code without a known mappedFieldName or a whole retailerReferenceId dropped',
    answer: [
      { ...code(1, 'No field', null, 1), mappedFieldName: undefined },
      { ...code(2, 'Odd field', null, 1), mappedFieldName: 'job_colour' },
      { ...code(3, 'Text ref', null, 1), retailerReferenceId: '1' },
      { id: 4, label: 'Bare', options: [] },
      code(5, 'Kept', null, 1),
    ],
    expected: [5],
  },
  {
    name: 'a nested option takes its parent from where it sits, not what it says',
    answer: [
      { ...code(1, 'Top', null, 1), options: [{ id: 2, label: 'Sub', parentReasonCodeId: 999, level: 3 }] },
    ],
    expected: [code(1, 'Top', null, 1), code(2, 'Sub', 1, 2)],
  },
  {
    name: 'a nested option naming another field is dropped with its options',
    answer: [
      {
        ...code(1, 'Top', null, 1),
        options: [
          { id: 2, label: 'Other field', mappedFieldName: P, options: [{ id: 3, label: 'Below it' }] },
          { id: 4, label: 'Same field', mappedFieldName: F },
        ],
      },
    ],
    expected: [code(1, 'Top', null, 1), code(4, 'Same field', 1, 2)],
  },
  {
    name: 'a nested option keeps its own retailerReferenceId and mapsToDelivered',
    answer: [
      {
        ...code(1, 'Damaged', null, 1, {
          mappedFieldName: P,
          retailerReferenceId: 1,
          mapsToDelivered: false,
        }),
        options: [
          { id: 2, label: 'Mark', retailerReferenceId: 2, mapsToDelivered: true },
          { id: 3, label: 'Torn' },
        ],
      },
    ],
    expected: [
      code(1, 'Damaged', null, 1, { mappedFieldName: P, retailerReferenceId: 1, mapsToDelivered: false }),
      code(2, 'Mark', 1, 2, { mappedFieldName: P, retailerReferenceId: 2, mapsToDelivered: true }),
      code(3, 'Torn', 1, 2, { mappedFieldName: P, retailerReferenceId: 1 }),
    ],
  },
  {
    name: 'a mapsToDelivered that is not true or false dropped, the code kept',
    answer: [{ ...code(1, 'Top', null, 1), mapsToDelivered: 'yes' }],
    expected: [code(1, 'Top', null, 1)],
  },
  {
    name: 'options that are not a list read as none',
    answer: [
      { ...code(1, 'Top', null, 1), options: 'Road closed' },
      { ...code(2, 'Two', null, 1), options: null },
    ],
    expected: [1, 2],
  },
  {
    name: 'a parentReasonCodeId of 0 means none; one of another type drops the code',
    answer: [
      code(1, 'Zero parent', 0, 1),
      { ...code(2, 'Text parent', null, 2), parentReasonCodeId: '1' },
      { ...code(3, 'Negative parent', null, 2), parentReasonCodeId: -1 },
    ],
    expected: [code(1, 'Zero parent', null, 1)],
  },
  {
    name: 'repeated ids: the first wins, a repeat’s nested options go with it',
    answer: [
      code(1, 'First', null, 1),
      { ...code(1, 'Again', null, 1), options: [{ id: 2, label: 'Under the repeat' }] },
      code(3, 'Child of the first', 1, 2),
      { ...code(3, 'Repeat elsewhere', null, 1, { mappedFieldName: P }) },
    ],
    expected: [code(1, 'First', null, 1), code(3, 'Child of the first', 1, 2)],
  },
  {
    name: 'parent cycles and children of a code in another field dropped',
    answer: [
      code(1, 'Cycle A', 2, 2),
      code(2, 'Cycle B', 1, 2),
      code(3, 'Self', 3, 2),
      code(4, 'Top', null, 1),
      code(5, 'Product child of a failure', 4, 2, { mappedFieldName: P }),
    ],
    expected: [4],
  },
  {
    name: 'nothing deeper than 3 levels, nested or flat',
    answer: [
      {
        ...code(1, 'L1', null, 1),
        options: [
          { id: 2, label: 'L2', options: [{ id: 3, label: 'L3', options: [{ id: 4, label: 'L4' }] }] },
        ],
      },
      code(5, 'L4 flat', 3, 4),
    ],
    expected: [1, 2, 3],
  },
];

describe('answers of another shape, and hostile answers: reason codes', () => {
  it.each(cases)('$name', ({ answer, expected }) => {
    const codes = normaliseReasonCodes(answer);
    if (typeof expected[0] === 'number') expect(ids(codes)).toEqual(expected);
    else expect(codes).toEqual(expected);
  });

  it('reads a nested option that contains itself without looping', () => {
    const loop: Record<string, unknown> = { ...code(1, 'Loop', null, 1), options: [] };
    (loop.options as unknown[]).push(loop, { id: 2, label: 'Real child' });
    expect(ids(normaliseReasonCodes([loop]))).toEqual([1, 2]);
  });

  it('gives back the flat list the gateway nested (forest, then normaliser)', () => {
    expect(normaliseReasonCodes(reasonCodeForest(flat))).toEqual(flat);
  });

  it('never throws on any JSON, and what it keeps is one consistent forest', () => {
    const field = fc.constantFrom<unknown>(F, P, 'job_damage_reason', 'other', undefined, 3);
    const node = fc.letrec((tie) => ({
      node: fc.record(
        {
          id: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string(), fc.constant(null)),
          label: fc.oneof(fc.string(), fc.integer()),
          parentReasonCodeId: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(null), fc.string()),
          level: fc.integer({ min: 0, max: 5 }),
          retailerReferenceId: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.string()),
          mappedFieldName: field,
          mapsToDelivered: fc.oneof(fc.boolean(), fc.string()),
          options: fc.oneof(fc.array(tie('node'), { maxLength: 3 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
    })).node;
    fc.assert(
      fc.property(fc.array(fc.oneof(node, fc.jsonValue()), { maxLength: 12 }), (answer) => {
        const codes = normaliseReasonCodes(answer);
        const byId = new Map(codes.map((c) => [c.id, c]));
        expect(byId.size).toBe(codes.length);
        codes.forEach((c, index) => {
          expect(c.level).toBeLessThanOrEqual(REASON_MAX_LEVELS);
          if (c.parentReasonCodeId === null) return expect(c.level).toBe(1);
          const parent = byId.get(c.parentReasonCodeId);
          expect(parent?.level).toBe(c.level - 1);
          expect(parent?.mappedFieldName).toBe(c.mappedFieldName);
          expect(codes.indexOf(parent as ReasonCode)).toBeLessThan(index);
        });
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 200) },
    );
  });
});

describe('reasonCodesOfAnswer', () => {
  it.each([
    { name: 'the answer object', json: { reasonCodes: nested }, expected: flat },
    { name: 'a bare list', json: flat, expected: flat },
    { name: 'an empty list (a retailer without codes)', json: { reasonCodes: [] }, expected: [] },
    { name: 'no list', json: { codes: flat }, expected: null },
    { name: 'a list of another type', json: { reasonCodes: 'none' }, expected: null },
    { name: 'a list of which nothing reads', json: { reasonCodes: [1, null, { id: 'x' }] }, expected: null },
    { name: 'an empty or unreadable body', json: undefined, expected: null },
    { name: 'a bare text', json: 'reasonCodes', expected: null },
  ])('$name', ({ json, expected }) => {
    expect(reasonCodesOfAnswer(json)).toEqual(expected);
  });
});
