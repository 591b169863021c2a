/**
 * Storage that is not lost: a device so full that even the job list's settings cannot
 * be written (Chromium refuses every growing write once the quota is used up) still opens on the
 * list it holds; any other storage failure at startup is still an error.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { kvKey } from '@worker-shared/db/kv-key';
import type { JobListSettings } from '@worker/jobs/job-list-settings';
import { restoreJobList } from '@worker/jobs/startup-restore';
import { initialSnapshot } from '@worker/state/initial-snapshot';
import { StateCell } from '@worker/state/state-cell';
import { driverLogin, quotaExceeded, switchableDevice, testJobList } from '../support/full-device';
import { day, job } from '../support/storage-contract';

const DATE = '2026-11-21';
const NOW = new Date(2026, 10, 21, 10, 0, 0).getTime();
const settingsKey = kvKey<JobListSettings>('jobListSettings');

/** Runs the startup step on today's stored list with the given storage failure. */
async function startWith(error: () => Error) {
  const real = await openIdbStorage(new IDBFactory());
  await real.writeDay(day(DATE, [job('DS-1'), job('DS-2')]));
  const settings: JobListSettings = { displayDate: DATE, refresh: false, lastLoadDay: DATE };
  await real.set(settingsKey, settings);
  const { storage, device } = switchableDevice(real, ['set'], error);
  device.full = true;
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const state = new StateCell(initialSnapshot(DATE), () => NOW, log);
  state.update({ login: driverLogin });
  const jobList = testJobList({
    storage,
    state,
    fetch: () => Promise.reject(new Error('no network in this test')),
    now: NOW,
    log,
  });
  const started = restoreJobList({ storage, state, jobList, now: () => NOW, log }, driverLogin);
  return { started, state, logs, real, settings };
}

describe('startup on a full device', () => {
  it('shows the stored list when the settings cannot be written, and keeps them as they were', async () => {
    const { started, state, logs, real, settings } = await startWith(quotaExceeded);
    expect(await started).toBe(false);
    expect(state.current.displayDate).toBe(DATE);
    expect(state.current.jobs.map((stored) => stored.id)).toEqual(['DS-1', 'DS-2']);
    expect(logs).toContain('Job list settings not stored: device full');
    expect(await real.get(settingsKey)).toEqual(settings);
    expect(await real.readDay(DATE)).toBeDefined();
    real.close();
  });

  it('still fails on a storage error that is not a full device', async () => {
    const { started, real } = await startWith(() => new DOMException('disk error', 'UnknownError'));
    await expect(started).rejects.toThrow('disk error');
    real.close();
  });
});
