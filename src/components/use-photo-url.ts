/**
 * The address a job photo is shown from: an uploaded (`down`) photo's location,
 * or, while it waits (`up`), an object URL of the stored image the engine hands
 * over (revoked when the photo leaves the screen). null until known.
 */
import { useEffect, useState } from 'react';
import type { GalleryImage } from '@domain/job/job';
import { engine } from '../engine';

interface Shown {
  key: string;
  url: string | null;
}

/** The photo's src, or null while it loads (or when the engine has no image for it). */
export function usePhotoUrl(
  jobId: string,
  image: Pick<GalleryImage, 'id' | 'status' | 'uri'>,
): string | null {
  const key = `${jobId}|${image.id}|${image.status}|${image.uri}`;
  const [shown, setShown] = useState<Shown | null>(null);
  const uploaded = image.status === 'down';

  useEffect(() => {
    if (uploaded) return undefined;
    let objectUrl: string | null = null;
    let current = true;
    engine
      .photoData(jobId, image.id)
      .then((blob) => {
        if (!current) return;
        objectUrl = blob === null ? null : URL.createObjectURL(blob);
        setShown({ key, url: objectUrl });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [jobId, image.id, uploaded, key]);

  if (uploaded) return image.uri;
  return shown !== null && shown.key === key ? shown.url : null;
}
