/**
 * A photo field's thumbnail of one chosen photo: a small JPEG the engine worker makes of the file, square as the
 * field shows it. Shown from the file itself, the page's loader would hand all of a 12 MP photo to the `<img>` on
 * the main thread. Each file's thumbnail is made once (chosen-photo-thumbnails.ts).
 */
import { engine } from '../engine';
import { chosenPhotoThumbnails } from './chosen-photo-thumbnails';
import { identityKey } from './object-identity-key';
import { useBlobUrl } from './use-blob-url';

/** The thumbnail's side in CSS pixels (job-forms.css). */
export const THUMBNAIL_PX = 88;

const thumbnailOf = chosenPhotoThumbnails((file, edge) => engine.chosenPhotoThumbnail(file, edge));

/** The file's thumbnail, or its empty square while it is made. */
export function PhotoInputThumbnail({ file, alt }: { file: File; alt: string }) {
  // As many pixels as the screen shows in the square, so the thumbnail is sharp and no larger.
  const edge = Math.ceil(THUMBNAIL_PX * Math.max(1, window.devicePixelRatio || 1));
  const url = useBlobUrl(`${identityKey(file)}|${edge}`, () => thumbnailOf(file, edge));
  if (url === undefined || url === null) return <span className="photo-input__thumb" aria-hidden="true" />;
  return (
    <img
      className="photo-input__thumb"
      src={url}
      alt={alt}
      width={THUMBNAIL_PX}
      height={THUMBNAIL_PX}
      decoding="async"
    />
  );
}
