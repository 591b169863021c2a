/**
 * Completion photos (product rule 5.7): processed in the
 * worker and stored `up` with their purpose and product, the gallery item where
 * the purpose puts it; replaced by the editor's drawing as a new photo; removed
 * from job and image cache (an uploaded one only from the job); no outbox entry.
 */
import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import type { GalleryImage, Job } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { findProduct } from '@domain/job/product-by-id';
import type { JobEditResult, JobPhotoInput } from '@worker/engine-shapes';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import {
  TypedJobPicker,
  cachedPhotosOf,
  outboxOf,
  productOfType,
  storedJobOf,
} from '../support/completion-support';
import type { EngineHarness } from '../support/engine-harness';
import { photoFile, pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

function jobOf(result: JobEditResult): Job {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.job;
}

/** Adds a photo that must be accepted; answers the job and the newly cached photo. */
async function add(h: EngineHarness, input: JobPhotoInput): Promise<{ job: Job; photo: StoredPhoto }> {
  const before = new Set((await cachedPhotosOf(h, input.jobId)).map((p) => p.id));
  const job = jobOf(await h.engine.addJobPhoto(input));
  const photo = (await cachedPhotosOf(h, input.jobId)).find((p) => !before.has(p.id));
  if (!photo) throw new Error('no photo cached');
  expect(await storedJobOf(h, input.jobId)).toEqual(job);
  expect(h.latest().jobs.find((j) => j.id === input.jobId)).toEqual(job);
  return { job, photo };
}

const item = (photo: StoredPhoto): GalleryImage => ({
  id: photo.id,
  uri: photo.uri,
  type: photo.purpose,
  status: 'up',
  ...(photo.sha256 === undefined ? {} : { sha256: photo.sha256 }),
  ...(photo.annotated === true ? { annotated: true } : {}),
});

async function bytesOf(blob: Blob | null): Promise<Uint8Array | null> {
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

describe('adding photos', () => {
  it('puts each purpose in its place, stores it `up` with purpose and product, and keeps it through a reload', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const job = picker.next(h, JobType.DeliveryAndCollection);
    const delivery = productOfType(job, JobType.DeliveryOrItemsToDeliver);
    const collection = productOfType(job, JobType.Collection);

    const itemDamage = await add(h, {
      jobId: job.id,
      purpose: 'damage',
      productId: delivery.id,
      photo: photoFile('scratch.png', 8, 6),
    });
    const property = await add(h, {
      jobId: job.id,
      purpose: 'damage',
      productId: null,
      photo: photoFile('wall', 5, 5),
    });
    const collected = await add(h, {
      jobId: job.id,
      purpose: 'collection-damage',
      productId: collection.id,
      photo: photoFile('old.jpg'),
    });
    const delivered = await add(h, {
      jobId: job.id,
      purpose: 'delivered',
      productId: null,
      photo: photoFile('front.png', 7, 3),
    });

    expect(itemDamage.photo).toMatchObject({
      purpose: 'damage',
      productId: delivery.id,
      jobId: job.id,
      owner: 'demo.driver',
      fileName: 'scratch.png',
      contentType: 'image/png',
      width: 8,
      height: 6,
      status: 'up',
    });
    expect(itemDamage.photo.uri).toMatch(new RegExp(`^${job.id}-damage-\\d+$`));
    expect(collected.photo).toMatchObject({
      purpose: 'collection-damage',
      productId: collection.id,
      fileName: 'old.jpg',
    });
    expect(property.photo.productId).toBeUndefined();
    expect(property.photo.fileName).toBe('wall.jpg');
    const final = delivered.job;
    expect(findProduct(final, delivery.id)?.after_images).toEqual([item(itemDamage.photo)]);
    expect(findProduct(final, collection.id)?.after_images).toEqual([item(collected.photo)]);
    expect(final.job_activity_gallery).toEqual([item(property.photo), item(delivered.photo)]);
    expect(JSON.stringify(final)).not.toContain('data:');
    expect(await bytesOf(await h.engine.photoData(job.id, delivered.photo.id))).toEqual(pngBytes(7, 3));
    expect((await h.engine.photoData(job.id, delivered.photo.id))?.type).toBe('image/png');
    expect(await outboxOf(h, job.id)).toEqual([]);
    expect(h.latest().sync).toMatchObject({ pendingPhotos: 4, pendingChanges: 0 });
    await h.engine.close();

    const reloaded = gateway.harness({ factory: h.factory, clock: h.clock });
    await reloaded.start(false);
    expect(await reloaded.engine.findJob(job.id)).toEqual(final);
    expect(await bytesOf(await reloaded.engine.photoData(job.id, itemDamage.photo.id))).toEqual(
      pngBytes(8, 6),
    );
    expect(reloaded.latest().sync).toMatchObject({ pendingPhotos: 4 });
    await reloaded.engine.close();
  });

  it('refuses files that are not images, photos in the wrong place and unknown jobs or items', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const job = picker.next(h, JobType.Collection);
    const product = productOfType(job, JobType.Collection);
    const text = { file: new Blob(['hello'], { type: 'text/plain' }), name: 'notes.txt' };
    const wrong = { ok: false, message: messages.somethingWentWrong };

    expect(
      await h.engine.addJobPhoto({ jobId: job.id, purpose: 'delivered', productId: null, photo: text }),
    ).toEqual({
      ok: false,
      message: messages.onlyImageFiles,
    });
    expect(
      await h.engine.addJobPhoto({
        jobId: job.id,
        purpose: 'collection-damage',
        productId: null,
        photo: photoFile(),
      }),
    ).toEqual(wrong);
    expect(
      await h.engine.addJobPhoto({
        jobId: job.id,
        purpose: 'delivered',
        productId: product.id,
        photo: photoFile(),
      }),
    ).toEqual(wrong);
    expect(
      await h.engine.addJobPhoto({
        jobId: job.id,
        purpose: 'damage',
        productId: 'NO-ITEM',
        photo: photoFile(),
      }),
    ).toEqual(wrong);
    expect(
      await h.engine.addJobPhoto({
        jobId: 'DS-NO-SUCH-JOB',
        purpose: 'delivered',
        productId: null,
        photo: photoFile(),
      }),
    ).toEqual(wrong);
    expect(await cachedPhotosOf(h, job.id)).toEqual([]);
    expect(await storedJobOf(h, job.id)).toEqual(job);
    await h.engine.close();
  });
});

describe('editing and removing photos', () => {
  it('replaces a photo by the drawing as a new photo in the same place; the old one leaves the cache', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const product = job.products[0];
    if (!product) throw new Error('job without items');
    const first = await add(h, {
      jobId: job.id,
      purpose: 'damage',
      productId: product.id,
      photo: photoFile('a.png', 4, 4),
    });
    const second = await add(h, {
      jobId: job.id,
      purpose: 'damage',
      productId: product.id,
      photo: photoFile('b.png', 5, 5),
    });

    const drawing = new Blob([pngBytes(9, 9)], { type: 'image/png' });
    const replaced = jobOf(await h.engine.replaceJobPhoto(job.id, first.photo.id, drawing));

    const cached = await cachedPhotosOf(h, job.id);
    expect(cached.map((p) => p.id)).not.toContain(first.photo.id);
    const edited = cached.find((p) => p.id !== second.photo.id);
    if (!edited) throw new Error('edited photo not cached');
    expect(edited).toMatchObject({
      purpose: 'damage',
      productId: product.id,
      width: 9,
      height: 9,
      status: 'up',
      fileName: 'a.png',
    });
    expect(edited.idempotencyKey).not.toBe(first.photo.idempotencyKey);
    expect(findProduct(replaced, product.id)?.after_images).toEqual([item(edited), item(second.photo)]);
    expect(await bytesOf(await h.engine.photoData(job.id, edited.id))).toEqual(pngBytes(9, 9));
    expect(await h.engine.photoData(job.id, first.photo.id)).toBeNull();
    expect(await storedJobOf(h, job.id)).toEqual(replaced);

    expect(await h.engine.replaceJobPhoto(job.id, first.photo.id, drawing)).toEqual({
      ok: false,
      message: messages.somethingWentWrong,
    });
    expect(
      await h.engine.replaceJobPhoto(job.id, edited.id, new Blob(['x'], { type: 'text/plain' })),
    ).toEqual({
      ok: false,
      message: messages.onlyImageFiles,
    });

    const removed = jobOf(await h.engine.removeJobPhoto(job.id, second.photo.id));
    expect(findProduct(removed, product.id)?.after_images).toEqual([item(edited)]);
    expect((await cachedPhotosOf(h, job.id)).map((p) => p.id)).toEqual([edited.id]);
    expect(h.latest().sync).toMatchObject({ pendingPhotos: 1 });
    expect(await outboxOf(h, job.id)).toEqual([]);
    await h.engine.close();
  });

  it('takes an uploaded photo only off the job, and Cancel Report removes the damage photos', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const product = job.products[0];
    if (!product) throw new Error('job without items');
    const uploaded = await add(h, { jobId: job.id, purpose: 'damage', productId: null, photo: photoFile() });
    await h.engine.syncNow();
    const [down] = await cachedPhotosOf(h, job.id);
    expect(down).toMatchObject({
      id: uploaded.photo.id,
      status: 'down',
      bytes: expect.anything() as unknown,
    });
    const location = down?.location ?? '';
    expect(location).not.toBe('');
    const afterUpload = await storedJobOf(h, job.id);
    expect(afterUpload?.job_activity_gallery).toEqual([
      { ...item(uploaded.photo), status: 'down', uri: location },
    ]);
    // An uploaded photo of today's job keeps its bytes (the driver's Evidence view shows them).
    expect(await h.engine.photoData(job.id, uploaded.photo.id)).not.toBeNull();

    const removed = jobOf(await h.engine.removeJobPhoto(job.id, uploaded.photo.id));
    expect(removed.job_activity_gallery).toEqual([]);
    expect((await cachedPhotosOf(h, job.id)).map((p) => p.id)).toEqual([uploaded.photo.id]);

    await h.engine.setOnline(false);
    const itemDamage = await add(h, {
      jobId: job.id,
      purpose: 'damage',
      productId: product.id,
      photo: photoFile(),
    });
    const property = await add(h, { jobId: job.id, purpose: 'damage', productId: null, photo: photoFile() });
    const delivered = await add(h, {
      jobId: job.id,
      purpose: 'delivered',
      productId: null,
      photo: photoFile(),
    });
    jobOf(
      await h.engine.editReport(job.id, {
        kind: 'chooseProductIssue',
        productId: product.id,
        reason: { id: 1041 },
      }),
    );

    const cancelled = jobOf(await h.engine.editReport(job.id, { kind: 'cancelReport' }));

    expect(cancelled.job_activity_gallery).toEqual([item(delivered.photo)]);
    expect(findProduct(cancelled, product.id)?.after_images).toEqual([]);
    expect(findProduct(cancelled, product.id)?.delivery_job.damage_reason).toBe(0);
    const left = (await cachedPhotosOf(h, job.id)).map((p) => p.id);
    expect(left).toEqual([uploaded.photo.id, delivered.photo.id]);
    expect(left).not.toContain(itemDamage.photo.id);
    expect(left).not.toContain(property.photo.id);
    await h.engine.close();
  });
});
