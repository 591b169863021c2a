import { describe, expect, it } from 'vitest';
import { SuspendReason } from '@domain/job/enums';
import { canSuspend, isSuspendReason } from '@domain/outcomes/suspend-rules';

describe('canSuspend (product rule 5.2)', () => {
  it('is enabled only with a reason and a note', () => {
    expect(canSuspend(SuspendReason.CustomerDelay, 'Back in 20 minutes')).toBe(true);
    expect(canSuspend(SuspendReason.Lunch, 'x')).toBe(true);
    expect(canSuspend(SuspendReason.WrongOrNoEquipment, 'No trolley')).toBe(true);
    expect(canSuspend(null, 'Back in 20 minutes')).toBe(false);
    expect(canSuspend(SuspendReason.Lunch, '')).toBe(false);
    expect(canSuspend(null, '')).toBe(false);
  });

  it('treats a blank note as no note', () => {
    expect(canSuspend(SuspendReason.Lunch, '   \n\t')).toBe(false);
  });

  it('accepts only the spec suspend reasons 1, 2 and 3', () => {
    expect([0, 1, 2, 3, 4, -1].map(isSuspendReason)).toEqual([false, true, true, true, false, false]);
    expect(canSuspend(4, 'note')).toBe(false);
    expect(canSuspend(0, 'note')).toBe(false);
  });
});
