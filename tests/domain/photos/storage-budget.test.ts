import { describe, expect, it } from 'vitest';
import { STORAGE_NEARLY_FULL_RATIO, storageNearlyFull } from '@domain/photos/storage-budget';

describe('storageNearlyFull (photos refused above 80% of quota)', () => {
  it('is 80%', () => {
    expect(STORAGE_NEARLY_FULL_RATIO).toBe(0.8);
  });

  it('refuses only above 80% of the quota', () => {
    expect(storageNearlyFull({ usage: 0, quota: 1000 })).toBe(false);
    expect(storageNearlyFull({ usage: 799, quota: 1000 })).toBe(false);
    expect(storageNearlyFull({ usage: 800, quota: 1000 })).toBe(false);
    expect(storageNearlyFull({ usage: 801, quota: 1000 })).toBe(true);
    expect(storageNearlyFull({ usage: 5000, quota: 1000 })).toBe(true);
  });

  it('never refuses when a figure is unknown', () => {
    expect(storageNearlyFull({})).toBe(false);
    expect(storageNearlyFull({ usage: 900 })).toBe(false);
    expect(storageNearlyFull({ quota: 1000 })).toBe(false);
    expect(storageNearlyFull({ usage: Number.NaN, quota: 1000 })).toBe(false);
  });

  it('treats a zero quota as full once anything is stored', () => {
    expect(storageNearlyFull({ usage: 0, quota: 0 })).toBe(false);
    expect(storageNearlyFull({ usage: 10, quota: 0 })).toBe(true);
  });
});
