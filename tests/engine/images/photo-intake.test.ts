/** The photo intake (types, names, size) and saves on a full device, without a gateway. */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { openIdbStorage } from '@worker-shared/db/idb-storage';
import { fitWithin } from '@domain/photos/photo-size';
import { NotAnImageError, takePhoto } from '@worker/images/photo-intake';
import { isStorageFullError } from '@worker/images/storage-full';
import { JobOutcomeSaves } from '@worker/saves/job-outcome-saves';
import { maxSizeErrorKey } from '@worker/saves/save-then-sync';
import { driverLogin, switchableDevice } from '../support/full-device';
import { day, job } from '../support/storage-contract';
import { offlineSaveWorld } from '../support/offline-save-world';
import { passThroughPhoto, photoFile } from '../support/test-photos';

const about = { jobId: 'DS-1', purpose: 'failed', owner: 'demo.driver', now: 1_795_000_000_000 } as const;

describe('photo intake', () => {
  it('scales down into 800 × 800 keeping the aspect ratio, never up', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 600, height: 800 });
    expect(fitWithin({ width: 1600, height: 1600 })).toEqual({ width: 800, height: 800 });
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 10_000, height: 5 })).toEqual({ width: 800, height: 1 });
  });

  it('accepts only image files, normalises the name and stores the processed image `up`', async () => {
    const text = { file: new Blob(['hello'], { type: 'text/plain' }), name: 'notes.txt' };
    await expect(takePhoto(text, about, passThroughPhoto)).rejects.toBeInstanceOf(NotAnImageError);

    const photo = await takePhoto(photoFile('IMG_0001.HEIC', 5, 7), about, passThroughPhoto);
    expect(photo).toMatchObject({
      uri: 'DS-1-failed-1795000000',
      uploadName: 'DS-1-failed-1795000000.png',
      fileName: 'IMG_0001.HEIC.jpg',
      contentType: 'image/png',
      width: 5,
      height: 7,
      status: 'up',
      location: null,
      attempts: 0,
    });
    expect(photo.bytes?.size).toBeGreaterThan(8);
    expect(photo.bytes?.type).toBe('image/png');
    expect(photo.idempotencyKey).not.toBe(photo.id);
    expect((await takePhoto(photoFile('door.PNG'), about, passThroughPhoto)).fileName).toBe('door.PNG');
  });

  it('keeps the processed image itself, not a copy, with the SHA-256 of its bytes', async () => {
    const input = photoFile('kept.png', 3, 4);
    const photo = await takePhoto(input, about, passThroughPhoto);
    expect(photo.bytes).toBe(input.file);
    const digest = createHash('sha256')
      .update(new Uint8Array(await input.file.arrayBuffer()))
      .digest('hex');
    expect(photo.sha256).toBe(digest);
  });

  it('recognises a full device', () => {
    expect(isStorageFullError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFullError(new DOMException('Transaction aborted: quota exceeded', 'AbortError'))).toBe(
      true,
    );
    expect(isStorageFullError(new DOMException('Transaction aborted', 'AbortError'))).toBe(false);
    expect(isStorageFullError(new TypeError('boom'))).toBe(false);
  });
});

describe('a save on a full device', () => {
  it('answers the maximum upload size message, sets maxSizeError and loses nothing stored', async () => {
    const real = await openIdbStorage(new IDBFactory());
    await real.writeDay(day('2026-11-21', [job('DS-1')]));
    const { storage, device } = switchableDevice(real, ['commitSave']);
    device.full = true;
    const { world, logs } = offlineSaveWorld(storage, driverLogin, about.now);
    const published: unknown[] = [];
    const saves = new JobOutcomeSaves({ ...world, publishJob: (changed) => published.push(changed) });

    const suspended = await saves.suspendJob({ jobId: 'DS-1', reason: SuspendReason.Lunch, note: 'Lunch' });
    const failed = await saves.failJob({ jobId: 'DS-1', reasonIds: [7], photo: photoFile() });

    expect(suspended).toEqual({ ok: false, message: messages.maxUploadSize });
    expect(failed).toEqual({ ok: false, message: messages.maxUploadSize });
    expect(await real.get(maxSizeErrorKey)).toBe(true);
    expect(published).toEqual([]);
    expect((await real.readJob('DS-1'))?.job).toEqual(job('DS-1'));
    expect(await real.outboxEntries()).toEqual([]);
    expect(await real.photoSets()).toEqual([]);
    expect(logs.some((line) => line.includes('QuotaExceededError'))).toBe(true);
    real.close();
  });
});
