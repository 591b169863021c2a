/** Which photos are a job's evidence, and what each is called in its caption. */
import type { GalleryImage, Job } from '@domain/job/job';

const purposeNames: Readonly<Record<string, string>> = {
  failed: 'Photo of the front door',
  damage: 'Damage photo',
  'collection-damage': 'Collection damage photo',
  delivered: 'Delivered photo',
  signature: "Customer's signature",
};

/** What a photo shows, for its caption and alternative text. */
export function evidenceCaption(image: Pick<GalleryImage, 'type' | 'heading'>): string {
  return image.heading?.trim() || (purposeNames[image.type] ?? 'Photo');
}

/** Every photo of the job: its gallery, then each item's damage photos. */
export function evidenceImages(job: Pick<Job, 'job_activity_gallery' | 'products'>): GalleryImage[] {
  return [
    ...(job.job_activity_gallery ?? []),
    ...job.products.flatMap((product) => product.after_images ?? []),
  ];
}
