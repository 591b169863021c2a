/**
 * A full device while completing a job (product rules 5.7 and 3.12: photos, maxSizeError): a
 * photo, a report edit or the completing signature pass is refused with the
 * exact maximum-upload-size message, maxSizeError is set, and nothing stored
 * before is lost; the next save that fits clears the flag. New photos are
 * refused up front above 80% of the quota.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { withDeps } from '@worker/parts/with-deps';
import { addJobPhoto } from '@worker/saves/job-photos';
import type { JobEditDeps } from '@worker/saves/job-edit-save';
import { editReport } from '@worker/saves/report-edits';
import { completeSignaturePass } from '@worker/saves/signature-pass-save';
import { maxSizeErrorKey } from '@worker/saves/save-then-sync';
import { signatureBlob } from '../support/completion-support';
import { driverLogin, switchableDevice } from '../support/full-device';
import { offlineSaveWorld } from '../support/offline-save-world';
import { day, job } from '../support/storage-contract';
import { passThroughPhoto, photoFile } from '../support/test-photos';

const DATE = '2026-11-21';
const NOW = new Date(2026, 10, 21, 10, 0, 0).getTime();

const delivery: Job = job('DS-1', {
  job_type: JobType.DeliveryOrItemsToDeliver,
  products: [
    {
      id: 'P1',
      name: 'Sofa',
      description: 'Harlow sofa',
      job_type: JobType.DeliveryOrItemsToDeliver,
      delivery_job: { planned_quantity: 1, delivered_quantity: 0 },
    },
  ],
});

/** The completion methods as the engine's completion part holds them. */
const completionPart = (deps: JobEditDeps) =>
  withDeps(deps, { addJobPhoto, editReport, completeSignaturePass });

describe('completing a job on a full device', () => {
  it('refuses photos, edits and the completion with the message of product rule 5.7 and loses nothing', async () => {
    const real = await openIdbStorage(new IDBFactory());
    await real.writeDay(day(DATE, [delivery]));
    const { storage, device } = switchableDevice(real, ['commitSave']);
    const published: Job[] = [];
    const completion = completionPart({
      ...offlineSaveWorld(storage, driverLogin, NOW).world,
      publishJob: (changed) => published.push(changed),
      reasonCodes: () => Promise.resolve([]),
      storageUsage: () => Promise.resolve({ usage: 10, quota: 1000 }),
    });
    const photo = { jobId: 'DS-1', purpose: 'delivered', productId: null, photo: photoFile() } as const;
    const added = await completion.addJobPhoto(photo);
    expect(added.ok).toBe(true);
    const before = { job: (await real.readJob('DS-1'))?.job, photos: await real.photoSets() };

    device.full = true;
    const full = { ok: false, message: messages.maxUploadSize };
    expect(await completion.addJobPhoto(photo)).toEqual(full);
    expect(await completion.editReport('DS-1', { kind: 'choosePropertyIssue', reason: { id: 9 } })).toEqual(
      full,
    );
    const request = { jobId: 'DS-1', customerName: 'Ann Lee', signature: signatureBlob() };
    expect(await completion.completeSignaturePass(request)).toEqual(full);

    expect(await real.get(maxSizeErrorKey)).toBe(true);
    expect((await real.readJob('DS-1'))?.job).toEqual(before.job);
    expect(await real.photoSets()).toEqual(before.photos);
    expect(await real.outboxEntries()).toEqual([]);
    expect(published).toHaveLength(1);

    device.full = false;
    expect(await completion.completeSignaturePass(request)).toEqual({
      ok: true,
      next: 'done',
      synced: false,
      message: messages.offlineSave,
    });
    expect(await real.get(maxSizeErrorKey)).toBe(false);
    const [entry] = await real.outboxEntries();
    expect(entry?.photos).toHaveLength(2);
    expect((await real.readJob('DS-1'))?.job).toMatchObject({ job_outcome_status: 1, requiresSync: true });
    real.close();
  });

  it('refuses new photos while the store is above 80% of its quota, before processing them', async () => {
    const real = await openIdbStorage(new IDBFactory());
    await real.writeDay(day(DATE, [delivery]));
    const usage = { usage: 801, quota: 1000 };
    let processed = 0;
    const completion = completionPart({
      ...offlineSaveWorld(real, driverLogin, NOW).world,
      processPhoto: (blob) => {
        processed += 1;
        return passThroughPhoto(blob);
      },
      publishJob: () => undefined,
      reasonCodes: () => Promise.resolve([]),
      storageUsage: () => Promise.resolve(usage),
    });
    const photo = { jobId: 'DS-1', purpose: 'delivered', productId: null, photo: photoFile() } as const;

    expect(await completion.addJobPhoto(photo)).toEqual({ ok: false, message: messages.maxUploadSize });
    expect(processed).toBe(0);
    expect(await real.photoSets()).toEqual([]);
    expect((await real.readJob('DS-1'))?.job).toEqual(delivery);

    usage.usage = 800;
    expect((await completion.addJobPhoto(photo)).ok).toBe(true);
    expect(processed).toBe(1);
    real.close();
  });
});
