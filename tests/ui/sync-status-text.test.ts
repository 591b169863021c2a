import { describe, expect, it } from 'vitest';
import { pendingSummary, syncStatusText, uploadProgressText } from '../../src/components/sync-status-text';
import type { SyncStatus } from '../../worker/engine-shapes';

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

describe('pendingSummary', () => {
  it('counts changes and photos in the singular and the plural', () => {
    expect(pendingSummary({ pendingChanges: 0, pendingPhotos: 0 })).toBe('');
    expect(pendingSummary({ pendingChanges: 1, pendingPhotos: 0 })).toBe('1 change');
    expect(pendingSummary({ pendingChanges: 3, pendingPhotos: 0 })).toBe('3 changes');
    expect(pendingSummary({ pendingChanges: 0, pendingPhotos: 1 })).toBe('1 photo');
    expect(pendingSummary({ pendingChanges: 2, pendingPhotos: 1 })).toBe('2 changes and 1 photo');
    expect(pendingSummary({ pendingChanges: 1, pendingPhotos: 4 })).toBe('1 change and 4 photos');
  });
});

describe('syncStatusText', () => {
  it('says nothing when idle with nothing waiting, or offline with nothing waiting', () => {
    expect(syncStatusText(status({ state: 'idle' }))).toBeNull();
    expect(syncStatusText(status({ state: 'offline' }))).toBeNull();
  });

  it('tells what waits while idle', () => {
    expect(syncStatusText(status({ state: 'idle', pendingChanges: 2 }))).toEqual({
      text: '2 changes waiting to sync.',
      tone: 'info',
    });
  });

  it('tells what is syncing', () => {
    expect(syncStatusText(status({ state: 'syncing' }))).toEqual({ text: 'Syncing…', tone: 'info' });
    expect(syncStatusText(status({ state: 'syncing', pendingChanges: 1, pendingPhotos: 2 }))).toEqual({
      text: 'Syncing 1 change and 2 photos…',
      tone: 'info',
    });
  });

  it('warns offline that the work waits for signal', () => {
    expect(syncStatusText(status({ state: 'offline', pendingPhotos: 1 }))).toEqual({
      text: '1 photo waiting to sync when you are back online.',
      tone: 'warning',
    });
  });

  it('warns when stuck, with the last error when there is one', () => {
    expect(syncStatusText(status({ state: 'stuck' }))).toEqual({ text: 'Sync failed.', tone: 'warning' });
    expect(syncStatusText(status({ state: 'stuck', pendingChanges: 1, lastError: 'Try later' }))).toEqual({
      text: 'Sync failed: 1 change waiting. Last error: Try later',
      tone: 'warning',
    });
    expect(syncStatusText(status({ state: 'stuck', lastError: 'No response from API' }))).toEqual({
      text: 'Sync failed. Last error: No response from API',
      tone: 'warning',
    });
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
