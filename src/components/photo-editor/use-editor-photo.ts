/**
 * The photo the editor draws on: the stored image (≤ 800×800) the engine hands
 * over while the photo waits to upload, else the uploaded copy from its location
 * (read with CORS so the canvas can still be saved). Never a full-size original.
 */
import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@domain/job/job';
import { engine } from '../../engine';
import type { Size } from './editor-geometry';

/** loading, ready (with the decoded image and its size), or failed (no image to draw on). */
export type EditorPhoto =
  { status: 'loading' } | { status: 'ready'; source: CanvasImageSource; size: Size } | { status: 'failed' };

async function fromLocation(uri: string): Promise<EditorPhoto> {
  const element = new Image();
  element.crossOrigin = 'anonymous';
  element.src = uri;
  await element.decode();
  return {
    status: 'ready',
    source: element,
    size: { width: element.naturalWidth, height: element.naturalHeight },
  };
}

async function loadPhoto(
  jobId: string,
  image: Pick<GalleryImage, 'id' | 'status' | 'uri'>,
): Promise<EditorPhoto> {
  if (image.status === 'up') {
    const blob = await engine.photoData(jobId, image.id);
    if (blob !== null) {
      const bitmap = await createImageBitmap(blob);
      return { status: 'ready', source: bitmap, size: { width: bitmap.width, height: bitmap.height } };
    }
  }
  return fromLocation(image.uri);
}

/** The editor's photo, loaded once per photo id (its upload finishing meanwhile changes nothing). */
export function useEditorPhoto(
  jobId: string,
  image: Pick<GalleryImage, 'id' | 'status' | 'uri'>,
): EditorPhoto {
  const [photo, setPhoto] = useState<{ id: string; photo: EditorPhoto } | null>(null);
  const latest = useRef(image);
  latest.current = image;
  const { id } = image;

  useEffect(() => {
    let current = true;
    loadPhoto(jobId, latest.current)
      .catch((error: unknown): EditorPhoto => {
        console.error(error);
        return { status: 'failed' };
      })
      .then((loaded) => {
        if (current) setPhoto({ id, photo: loaded });
        else if (loaded.status === 'ready' && loaded.source instanceof ImageBitmap) loaded.source.close();
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [jobId, id]);

  return photo !== null && photo.id === id ? photo.photo : { status: 'loading' };
}
