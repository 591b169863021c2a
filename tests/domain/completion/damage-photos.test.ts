import { describe, expect, it } from 'vitest';
import {
  DAMAGE_PHOTO_TYPE,
  productDamagePhotos,
  propertyDamagePhotos,
  withoutDamagePhotos,
} from '@domain/completion/damage-photos';
import type { GalleryImage } from '@domain/job/job';
import { makeJob, makeProduct } from '../support/job-fixture';

const image = (id: string, type: string): GalleryImage => ({
  id,
  uri: `J-${type}-${id}`,
  type,
  status: 'up',
});

describe('damage photos', () => {
  it("are gallery images of type 'damage': the property's on the job, an item's in its after_images", () => {
    expect(DAMAGE_PHOTO_TYPE).toBe('damage');
    const job = makeJob({ job_activity_gallery: [image('g1', 'damage'), image('g2', 'failed')] });
    expect(propertyDamagePhotos(job).map((i) => i.id)).toEqual(['g1']);
    expect(propertyDamagePhotos(makeJob())).toEqual([]);
    const product = makeProduct({ after_images: [image('a1', 'collection-damage'), image('a2', 'damage')] });
    expect(productDamagePhotos(product).map((i) => i.id)).toEqual(['a2']);
    expect(productDamagePhotos(makeProduct())).toEqual([]);
  });

  it('withoutDamagePhotos takes every one off and names them; a job without any comes back as is', () => {
    const job = makeJob({
      job_activity_gallery: [image('g1', 'damage'), image('g2', 'delivered')],
      products: [makeProduct({ id: 'p1', after_images: [image('a1', 'damage')] }), makeProduct({ id: 'p2' })],
    });
    const before = structuredClone(job);
    const { job: after, removed } = withoutDamagePhotos(job);
    expect(removed.map((i) => i.id)).toEqual(['g1', 'a1']);
    expect(after.job_activity_gallery?.map((i) => i.id)).toEqual(['g2']);
    expect(after.products[0]?.after_images).toEqual([]);
    expect('after_images' in after.products[1]!).toBe(false);
    expect(job).toEqual(before);
    const plain = makeJob();
    expect(withoutDamagePhotos(plain)).toEqual({ job: plain, removed: [] });
    expect(withoutDamagePhotos(plain).job).toBe(plain);
  });
});
