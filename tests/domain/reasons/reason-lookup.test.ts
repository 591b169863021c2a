import { describe, expect, it } from 'vitest';
import { findReason, reasonPathTo } from '@domain/reasons/reason-lookup';
import { productReasons, propertyReasons } from '../support/issue-reasons-fixture';

describe('reasonPathTo / findReason', () => {
  it('finds the path from the top to a reason at any level', () => {
    expect(reasonPathTo(productReasons, 1043).map((r) => r.label)).toEqual([
      'Damaged',
      'Broken',
      'Leg broken',
    ]);
    expect(reasonPathTo(productReasons, 1046).map((r) => r.id)).toEqual([1045, 1046]);
    expect(reasonPathTo(propertyReasons, 1025).map((r) => r.id)).toEqual([1025]);
    expect(findReason(propertyReasons, 1023)?.label).toBe('Carpet');
  });

  it('gives nothing for null, 0, an unknown id or the other tree', () => {
    for (const id of [null, undefined, 0, 99, 1043]) {
      expect(reasonPathTo(propertyReasons, id)).toEqual([]);
      expect(findReason(propertyReasons, id)).toBeNull();
    }
  });
});
