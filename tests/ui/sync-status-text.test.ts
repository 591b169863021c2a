import { describe, expect, it } from 'vitest';
import {
  attentionSummary,
  pendingSummary,
  syncStatusText,
  uploadProgressText,
  waitingParts,
} from '@src/components/sync-status-text';
import type { SyncStatus } from '@worker/engine-shapes';

const status = (overrides: Partial<SyncStatus>): SyncStatus => ({
  state: 'idle',
  pendingChanges: 0,
  pendingPhotos: 0,
  pendingJobs: 0,
  pendingSignatures: 0,
  attention: 0,
  lastError: null,
  uploads: [],
  ...overrides,
});

describe('the sync bar counts what the driver did', () => {
  it('counts jobs, photos and signatures in the singular and the plural', () => {
    const counts = (pendingJobs: number, pendingPhotos: number, pendingSignatures: number) =>
      pendingSummary({ pendingJobs, pendingPhotos, pendingSignatures });
    expect(counts(0, 0, 0)).toBe('');
    expect(counts(1, 0, 0)).toBe('1 job waiting to send');
    expect(counts(3, 2, 1)).toBe('3 jobs waiting to send · 1 photo · 1 signature');
    expect(counts(3, 3, 1)).toBe('3 jobs waiting to send · 2 photos · 1 signature');
    expect(counts(2, 2, 2)).toBe('2 jobs waiting to send · 2 signatures');
    expect(counts(1, 4, 0)).toBe('1 job waiting to send · 4 photos');
  });

  it("never counts the engine's changes: a risk assessment and its job are one job", () => {
    // Three jobs done offline: 3 job updates + 2 risk assessments = 5 changes; 1 photo + 1 signature.
    const sync = status({ pendingChanges: 5, pendingJobs: 3, pendingPhotos: 2, pendingSignatures: 1 });
    expect(syncStatusText(sync)).toEqual({
      text: '3 jobs waiting to send · 1 photo · 1 signature',
      tone: 'info',
    });
    expect(syncStatusText(sync)?.text).not.toMatch(/change/);
  });

  it('lists what waits as parts', () => {
    expect(waitingParts({ pendingJobs: 1, pendingPhotos: 1, pendingSignatures: 1 })).toEqual([
      '1 job',
      '1 signature',
    ]);
  });
});

describe('syncStatusText', () => {
  it('says nothing when idle, offline or syncing with nothing waiting', () => {
    expect(syncStatusText(status({ state: 'idle' }))).toBeNull();
    expect(syncStatusText(status({ state: 'offline' }))).toBeNull();
    // A pass that only asks the gateway must not grow the bar and move the list (a layout shift on load).
    expect(syncStatusText(status({ state: 'syncing' }))).toBeNull();
  });

  it('tells what is being sent', () => {
    expect(syncStatusText(status({ state: 'syncing', pendingJobs: 1, pendingPhotos: 2 }))).toEqual({
      text: 'Sending 1 job · 2 photos…',
      tone: 'info',
    });
  });

  it('warns offline that the work waits for signal', () => {
    expect(syncStatusText(status({ state: 'offline', pendingJobs: 1 }))).toEqual({
      text: '1 job waiting to send. It will be sent when you are back online.',
      tone: 'warning',
    });
    expect(syncStatusText(status({ state: 'offline', pendingJobs: 2, pendingPhotos: 1 }))).toEqual({
      text: '2 jobs waiting to send · 1 photo. They will be sent when you are back online.',
      tone: 'warning',
    });
  });

  it('warns when stuck, with the last error when there is one', () => {
    expect(syncStatusText(status({ state: 'stuck' }))).toEqual({ text: 'Sync failed.', tone: 'warning' });
    expect(syncStatusText(status({ state: 'stuck', pendingJobs: 1, lastError: 'Try later' }))).toEqual({
      text: 'Sync failed: 1 job waiting to send. Last error: Try later',
      tone: 'warning',
    });
    expect(syncStatusText(status({ state: 'stuck', lastError: 'No response from API' }))).toEqual({
      text: 'Sync failed. Last error: No response from API',
      tone: 'warning',
    });
  });
});

describe('the sync bar says how many changes need attention', () => {
  it('says it in the singular and the plural', () => {
    expect(attentionSummary(1)).toBe('1 change needs attention');
    expect(attentionSummary(2)).toBe('2 changes need attention');
  });
});

describe('uploadProgressText', () => {
  it('names the photo by its URI and gives its whole percent', () => {
    expect(uploadProgressText({ uri: 'DS-1-damage-1795000000', loaded: 421, total: 1000 })).toBe(
      'Uploading photo DS-1-damage-1795000000: 42%',
    );
    expect(uploadProgressText({ uri: 'DS-1-delivered-1795000001', loaded: 0, total: 0 })).toBe(
      'Uploading photo DS-1-delivered-1795000001: 0%',
    );
  });
});
