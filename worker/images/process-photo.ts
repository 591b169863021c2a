/** The decode → resize → encode step of a photo, given to the engine as part of its deps. */

/** A photo after processing: the encoded image and its size in pixels. */
export interface ProcessedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Decodes (honouring EXIF orientation), scales into 800×800 and encodes PNG in
 * the browser (images/resize-photo.ts, loaded lazily); tests pass a fake.
 */
export type ProcessPhoto = (blob: Blob) => Promise<ProcessedPhoto>;
