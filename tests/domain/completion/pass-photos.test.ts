import { describe, expect, it } from 'vitest';
import { applySignaturePass } from '@domain/completion/completion-flow';
import { JobType } from '@domain/job/enums';
import {
  COLLECTION_PASS_HEADING,
  markCollectionPassPhotos,
  passPhotos,
} from '@domain/completion/pass-photos';
import { makeJob } from '../support/job-fixture';

const gallery = [
  { id: 'a', uri: 'DS-1-damage-1', type: 'damage', status: 'up' as const },
  { id: 'b', uri: 'DS-1-delivered-2', type: 'delivered', status: 'up' as const },
  { id: 'c', uri: 'https://store/ORIG/x.png', type: 'delivered', status: 'down' as const },
];

describe('passPhotos', () => {
  it('takes only the gallery images of type delivered', () => {
    expect(passPhotos(makeJob({ job_activity_gallery: gallery })).map((image) => image.id)).toEqual([
      'b',
      'c',
    ]);
    expect(passPhotos(makeJob())).toEqual([]);
  });

  it('leaves out the photos of a finished collection pass', () => {
    const marked = markCollectionPassPhotos(makeJob({ job_activity_gallery: gallery }));
    expect(passPhotos(marked)).toEqual([]);
    expect(marked.job_activity_gallery?.map((image) => image.heading)).toEqual([
      undefined,
      COLLECTION_PASS_HEADING,
      COLLECTION_PASS_HEADING,
    ]);
  });

  it('returns the same job when there is nothing to mark', () => {
    const job = makeJob({ job_activity_gallery: [gallery[0]!] });
    expect(markCollectionPassPhotos(job)).toBe(job);
  });
});

describe('a combined job signs twice, each pass with its own photo', () => {
  it('keeps the collection photo but asks the delivery pass for a new one', () => {
    const job = makeJob({ job_type: JobType.DeliveryAndCollection, job_activity_gallery: [gallery[1]!] });
    expect(passPhotos(job)).toHaveLength(1);
    const first = applySignaturePass(job, { customerName: 'Ann Lee', now: Date.UTC(2026, 10, 21, 10) });
    expect(first.next).toBe('delivery-report');
    expect(first.job.job_activity_gallery).toHaveLength(1);
    expect(passPhotos(first.job)).toEqual([]);
  });

  it('does not mark the photo of a single-pass job', () => {
    const job = makeJob({ job_type: JobType.Collection, job_activity_gallery: [gallery[1]!] });
    const done = applySignaturePass(job, { customerName: 'Ann Lee', now: Date.UTC(2026, 10, 21, 10) });
    expect(done.next).toBe('done');
    expect(passPhotos(done.job)).toHaveLength(1);
  });
});
