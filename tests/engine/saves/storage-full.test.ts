/**
 * Storage that is not lost: every local save path (job saves with and
 * without photos, risk assessment saves, job list stores) meets a
 * QuotaExceededError and Chrome's quota AbortError the same way: the exact product rule 5.7
 * message, the maxSizeError flag, and nothing stored earlier is lost.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { emptyRiskAnswers } from '@domain/risk-assessment/risk-assessment-form';
import type { RiskAnswer } from '@domain/risk-assessment/risk-assessment';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import type { EngineStorage } from '@worker-shared/db/storage';
import { isStorageFullError } from '@worker/images/storage-full';
import { storedDrasKey } from '@worker/jobs/risk-assessment-keys';
import { JobOutcomeSaves } from '@worker/saves/job-outcome-saves';
import { submitRiskAssessment } from '@worker/saves/risk-assessment-save';
import { maxSizeErrorKey } from '@worker/saves/save-then-sync';
import { initialSnapshot } from '@worker/state/initial-snapshot';
import { StateCell } from '@worker/state/state-cell';
import { jsonResponse } from '../support/engine-harness';
import { driverLogin, quotaExceeded, switchableDevice, testJobList } from '../support/full-device';
import { offlineSaveWorld } from '../support/offline-save-world';
import { day, job } from '../support/storage-contract';
import { photoFile } from '../support/test-photos';

const DATE = '2026-11-21';
const NOW = 1_795_000_000_000;

/** Chrome aborts the transaction; the quota error is the abort's inner error. */
function quotaAbort(): DOMException {
  return Object.assign(new DOMException('The transaction was aborted.', 'AbortError'), {
    cause: quotaExceeded(),
  });
}

const fullDeviceErrors: [string, () => DOMException][] = [
  ['QuotaExceededError', quotaExceeded],
  ['an AbortError whose inner error is the quota', quotaAbort],
];

const largeWrites = new Set<PropertyKey>(['commitSave', 'writeDay', 'mergeDay']);

const offlineWorld = (storage: EngineStorage) => offlineSaveWorld(storage, driverLogin, NOW);

function draAnswers(): RiskAnswer[] {
  return emptyRiskAnswers().map((answer) => ({ ...answer, isTrue: answer.questionId !== 'q6' }));
}

describe('recognising a full device', () => {
  it('knows both errors, and no other abort', () => {
    for (const [, error] of fullDeviceErrors) expect(isStorageFullError(error())).toBe(true);
    const quota = new DOMException('full', 'QuotaExceededError');
    const chromeEvent = Object.assign(new DOMException('aborted', 'AbortError'), {
      target: { transaction: { error: quota } },
    });
    expect(isStorageFullError(chromeEvent)).toBe(true);
    const plainAbort = new DOMException('The transaction was aborted.', 'AbortError');
    expect(isStorageFullError(plainAbort)).toBe(false);
    const otherCause = Object.assign(new DOMException('aborted', 'AbortError'), {
      cause: new TypeError('x'),
    });
    expect(isStorageFullError(otherCause)).toBe(false);
  });
});

describe.each(fullDeviceErrors)('a full device (%s)', (_name, error) => {
  it('refuses job saves with the message of product rule 5.7, sets maxSizeError and keeps earlier work', async () => {
    const real = await openIdbStorage(new IDBFactory());
    await real.writeDay(day(DATE, [job('DS-1'), job('DS-2')]));
    const { storage, device } = switchableDevice(real, largeWrites, error);
    const published: unknown[] = [];
    const saves = new JobOutcomeSaves({
      ...offlineWorld(storage).world,
      publishJob: (changed) => published.push(changed),
    });

    const first = await saves.suspendJob({ jobId: 'DS-1', reason: SuspendReason.Lunch, note: 'Lunch' });
    expect(first).toEqual({ ok: true, synced: false, message: messages.offlineSave });
    const earlierJob = (await real.readJob('DS-1'))?.job;
    const earlierOutbox = await real.outboxEntries();
    expect(earlierOutbox).toHaveLength(1);

    device.full = true;
    const failed = await saves.failJob({ jobId: 'DS-2', reasonIds: [7], photo: photoFile() });
    const again = await saves.suspendJob({
      jobId: 'DS-1',
      reason: SuspendReason.CustomerDelay,
      note: 'Late',
    });

    expect(failed).toEqual({ ok: false, message: messages.maxUploadSize });
    expect(again).toEqual({ ok: false, message: messages.maxUploadSize });
    expect(await real.get(maxSizeErrorKey)).toBe(true);
    expect(published).toHaveLength(1);
    expect((await real.readJob('DS-1'))?.job).toEqual(earlierJob);
    expect((await real.readJob('DS-2'))?.job).toEqual(job('DS-2'));
    expect(await real.outboxEntries()).toEqual(earlierOutbox);
    expect(await real.photoSets()).toEqual([]);

    device.full = false;
    const fits = await saves.failJob({ jobId: 'DS-2', reasonIds: [7], photo: photoFile() });
    expect(fits.ok).toBe(true);
    expect(await real.get(maxSizeErrorKey)).toBe(false);
    expect(await real.outboxEntries()).toHaveLength(2);
    real.close();
  });

  it('refuses a risk assessment save the same way', async () => {
    const real = await openIdbStorage(new IDBFactory());
    await real.writeDay(day(DATE, [job('DS-1')]));
    const { storage, device } = switchableDevice(real, largeWrites, error);
    const assessed: string[][] = [];
    const { world } = offlineWorld(storage);
    device.full = true;

    const result = await submitRiskAssessment(
      {
        ...world,
        publishAssessed: (ids) => assessed.push(ids),
        arrivalWithoutPosition: () => Promise.resolve(false),
      },
      { jobId: 'DS-1', answers: draAnswers(), photos: { q2: [photoFile('dog.png')] } },
    );

    expect(result).toEqual({ ok: false, message: messages.maxUploadSize });
    expect(await real.get(maxSizeErrorKey)).toBe(true);
    expect(assessed).toEqual([]);
    expect(await real.get(storedDrasKey)).toBeUndefined();
    expect(await real.outboxEntries()).toEqual([]);
    expect(await real.photoSets()).toEqual([]);
    expect((await real.readJob('DS-1'))?.job).toEqual(job('DS-1'));
    real.close();
  });

  it('keeps the stored job list when storing a fetched list does not fit', async () => {
    const real = await openIdbStorage(new IDBFactory());
    const earlier = day(DATE, [job('DS-1')]);
    await real.writeDay(earlier);
    const { storage, device } = switchableDevice(real, largeWrites, error);
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);
    const state = new StateCell(initialSnapshot(DATE), () => NOW, log);
    state.update({ login: driverLogin });
    const list = testJobList({
      storage,
      state,
      fetch: () =>
        Promise.resolve(jsonResponse(200, { manifest: [], schedule: [job('DS-9')], download: [] })),
      now: NOW,
      log,
    });
    device.full = true;

    await list.fetch(DATE);

    expect(state.current.notification).toEqual({ message: messages.maxUploadSize, buttons: [] });
    expect(await real.get(maxSizeErrorKey)).toBe(true);
    expect(await real.readDay(DATE)).toEqual(earlier);
    real.close();
  });
});
