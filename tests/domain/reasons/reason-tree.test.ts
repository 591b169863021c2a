import { describe, expect, it } from 'vitest';
import type { ReasonCode, ReasonCodeField } from '@domain/reasons/reason-code';
import { chosenReason, reasonPath, reasonTree } from '@domain/reasons/reason-tree';

function code(
  id: number,
  label: string,
  parent: number | null,
  level: number,
  field: ReasonCodeField = 'job_failure_reasons',
  retailerReferenceId = 2,
): ReasonCode {
  return { id, label, parentReasonCodeId: parent, level, retailerReferenceId, mappedFieldName: field };
}

/** A flat list as the gateway sends it (children before parents, mixed fields). */
const codes: ReasonCode[] = [
  code(1005, 'Double yellow lines', 1004, 3),
  code(1001, 'Customer not in', null, 1, 'job_failure_reasons', 1),
  code(1040, 'Damaged', null, 1, 'product_delivery_issues', 1),
  code(1002, 'Access problem', null, 1),
  code(1003, 'Item would not fit', 1002, 2),
  code(1004, 'No safe parking', 1002, 2),
  code(1006, 'Road closed', 1004, 3),
  code(1041, 'Scratched', 1040, 2, 'product_delivery_issues', 1),
];

describe('reasonTree (product rule 3.7: nested by parentReasonCodeId, up to 3 levels)', () => {
  it('nests the codes of one mapped field, keeping the given order', () => {
    const tree = reasonTree(codes, 'job_failure_reasons');
    expect(tree.map((o) => o.id)).toEqual([1001, 1002]);
    const access = tree[1];
    expect(access?.options.map((o) => o.id)).toEqual([1003, 1004]);
    expect(access?.options[1]?.options.map((o) => o.label)).toEqual(['Double yellow lines', 'Road closed']);
    expect(tree[0]).toEqual({
      id: 1001,
      label: 'Customer not in',
      level: 1,
      parentReasonCodeId: null,
      retailerReferenceId: 1,
      options: [],
    });
  });

  it('keeps only the asked field', () => {
    const tree = reasonTree(codes, 'product_delivery_issues');
    expect(tree.map((o) => o.label)).toEqual(['Damaged']);
    expect(tree[0]?.options.map((o) => o.label)).toEqual(['Scratched']);
    expect(reasonTree(codes, 'job_damage_reason')).toEqual([]);
  });

  it('carries mapsToDelivered when the code has it', () => {
    const tree = reasonTree(
      [{ ...code(1, 'Scratched', null, 1, 'product_delivery_issues'), mapsToDelivered: true }],
      'product_delivery_issues',
    );
    expect(tree[0]?.mapsToDelivered).toBe(true);
  });

  it('drops anything deeper than 3 levels', () => {
    const deep = [
      code(1, 'L1', null, 1),
      code(2, 'L2', 1, 2),
      code(3, 'L3', 2, 3),
      code(4, 'L4', 3, 4),
      code(5, 'L5', 4, 5),
    ];
    const level3 = reasonTree(deep, 'job_failure_reasons')[0]?.options[0]?.options[0];
    expect(level3?.label).toBe('L3');
    expect(level3?.options).toEqual([]);
  });

  it('leaves out codes whose parent is missing, repeated ids and parent cycles', () => {
    const odd = [
      code(1, 'Top', null, 1),
      code(2, 'Orphan', 99, 2),
      code(1, 'Top again', null, 1),
      code(3, 'Cycle A', 4, 2),
      code(4, 'Cycle B', 3, 2),
    ];
    const tree = reasonTree(odd, 'job_failure_reasons');
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 1, label: 'Top', options: [] });
  });

  it('does not mutate the codes', () => {
    const copy = JSON.parse(JSON.stringify(codes)) as ReasonCode[];
    reasonTree(codes, 'job_failure_reasons');
    expect(codes).toEqual(copy);
  });
});

describe('reasonPath', () => {
  const tree = reasonTree(codes, 'job_failure_reasons');

  it('follows the chosen ids level by level', () => {
    expect(reasonPath(tree, [1002, 1004, 1006]).map((o) => o.label)).toEqual([
      'Access problem',
      'No safe parking',
      'Road closed',
    ]);
    expect(reasonPath(tree, [1001]).map((o) => o.id)).toEqual([1001]);
    expect(reasonPath(tree, [])).toEqual([]);
  });

  it('stops at the first unknown id', () => {
    expect(reasonPath(tree, [9999, 1004]).map((o) => o.id)).toEqual([]);
    expect(reasonPath(tree, [1002, 9999, 1006]).map((o) => o.id)).toEqual([1002]);
    // 1006 exists, but not under 1003
    expect(reasonPath(tree, [1002, 1003, 1006]).map((o) => o.id)).toEqual([1002, 1003]);
    // a level-2 id is not a top-level choice
    expect(reasonPath(tree, [1004]).map((o) => o.id)).toEqual([]);
  });

  it('names the deepest chosen reason', () => {
    expect(chosenReason(reasonPath(tree, [1002, 1004]))?.label).toBe('No safe parking');
    expect(chosenReason([])).toBeNull();
  });
});
