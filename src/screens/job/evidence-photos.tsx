/**
 * The evidence a change that needs attention carries, still on the phone and
 * viewable: the job's photos (gallery and items' damage
 * photos), each shown from its uploaded location or the stored image.
 */
import type { GalleryImage, Job } from '@domain/job/job';
import { usePhotoUrl } from '../../components/use-photo-url';
import { evidenceCaption, evidenceImages } from './evidence-images';

function EvidencePhoto({ jobId, image }: { jobId: string; image: GalleryImage }) {
  const url = usePhotoUrl(jobId, image);
  const caption = evidenceCaption(image);
  return (
    <li>
      <figure className="evidence__photo">
        {url === null ? (
          <span className="evidence__image evidence__image--empty" />
        ) : (
          <a href={url} target="_blank" rel="noopener">
            <img
              className="evidence__image"
              src={url}
              alt={caption}
              width={160}
              height={160}
              decoding="async"
            />
          </a>
        )}
        <figcaption>{caption}</figcaption>
      </figure>
    </li>
  );
}

/** The job's photos under the heading "This job's photos"; nothing when it has none. */
export function EvidencePhotos({ job }: { job: Job }) {
  const images = evidenceImages(job);
  if (images.length === 0) return null;
  return (
    <div className="evidence">
      <h3 className="evidence__title">This job's photos</h3>
      <ul className="evidence__list">
        {images.map((image) => (
          <EvidencePhoto key={image.id} jobId={job.id} image={image} />
        ))}
      </ul>
    </div>
  );
}
