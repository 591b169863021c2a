/**
 * A labelled photo field with thumbnails of the chosen photos, offering the
 * camera (Take photo) and the phone's gallery (Choose from gallery); both end in
 * the same intake. Files are
 * handed upward untouched (the engine worker resizes them). A thumbnail is a small
 * JPEG the engine worker makes of the file: shown from the file itself, the page's
 * loader would hand all of a 12 MP photo to the `<img>` on the main thread. New
 * photos are refused when navigator.storage.estimate() reports the device store
 * nearly full.
 */
import { useEffect, useId, useState, type ChangeEvent, type Ref } from 'react';
import { messages } from '@domain/app/messages';
import { isImageType } from '@domain/photos/photo-uri';
import { storageNearlyFull } from '@domain/photos/storage-budget';
import { engine } from '../engine';
import { chosenPhotoThumbnails } from './chosen-photo-thumbnails';
import { objectListKey } from './object-list-key';

/** Shown when a chosen file is not an image (product rule 5.7: only image files are accepted). */
export function notAnImageMessage(fileName: string): string {
  return `${fileName} is not an image. Only image files can be added.`;
}

/** True when the browser reports usage above 80% of its quota; false when it cannot tell. */
async function deviceStorageNearlyFull(): Promise<boolean> {
  if (typeof navigator.storage?.estimate !== 'function') return false;
  const estimate = await navigator.storage.estimate().catch(() => ({}));
  return storageNearlyFull(estimate);
}

interface PhotoInputProps {
  label: string;
  photos: File[];
  onChange: (photos: File[]) => void;
  /** Several photos; otherwise a new photo replaces the one chosen. */
  multiple?: boolean;
  required?: boolean;
  /** Marks the input invalid (aria-invalid) after a failed check. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The thumbnail's side in CSS pixels (job-forms.css). */
const THUMB_PX = 88;

const thumbnailOf = chosenPhotoThumbnails((file, edge) => engine.chosenPhotoThumbnail(file, edge));

function PhotoThumbnail({ file, alt }: { file: File; alt: string }) {
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    const edge = Math.ceil(THUMB_PX * Math.max(1, window.devicePixelRatio || 1));
    thumbnailOf(file, edge)
      .then((thumbnail) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(thumbnail);
        setShown({ file, url: objectUrl });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  // A thumbnail of another file (its URL revoked as the file changed) is not shown while this one is made.
  if (shown === null || shown.file !== file)
    return <span className="photo-input__thumb" aria-hidden="true" />;
  return (
    <img
      className="photo-input__thumb"
      src={shown.url}
      alt={alt}
      width={THUMB_PX}
      height={THUMB_PX}
      decoding="async"
    />
  );
}

/** The photo field: title, thumbnails each with a remove button, an add button and a rejection message. */
export function PhotoInput({
  label,
  photos,
  onChange,
  multiple = false,
  required = false,
  invalid = false,
  ref,
}: PhotoInputProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const cameraId = `${id}-camera`;
  const galleryId = `${id}-gallery`;
  const takeLabelId = `${id}-take`;
  const chooseLabelId = `${id}-choose`;
  const errorId = `${id}-error`;
  const [rejected, setRejected] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    const images = chosen.filter((file) => isImageType(file.type));
    const refused = chosen.find((file) => !isImageType(file.type));
    void deviceStorageNearlyFull().then((full) => {
      if (full) return setRejected(messages.maxUploadSize);
      setRejected(refused === undefined ? null : notAnImageMessage(refused.name));
      if (images.length > 0) onChange(multiple ? [...photos, ...images] : images.slice(-1));
    });
  };

  const remove = (index: number) => {
    setRejected(null);
    onChange(photos.filter((_, i) => i !== index));
  };

  return (
    <div className="photo-input">
      <p id={titleId} className="field__label">
        {label}
        {required && <span className="field__required"> (required)</span>}
      </p>
      {photos.length > 0 && (
        <ul className="photo-input__list">
          {photos.map((file, index) => (
            <li key={objectListKey(file)} className="photo-input__item">
              <PhotoThumbnail file={file} alt={`${label}: photo ${index + 1}`} />
              <button type="button" className="button photo-input__remove" onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="photo-input__choices">
        <input
          ref={ref}
          id={cameraId}
          className="visually-hidden photo-input__file"
          type="file"
          accept="image/*"
          capture="environment"
          multiple={multiple}
          aria-labelledby={`${titleId} ${takeLabelId}`}
          aria-invalid={invalid || undefined}
          aria-describedby={rejected === null ? undefined : errorId}
          onChange={choose}
        />
        <label id={takeLabelId} htmlFor={cameraId} className="button photo-input__add">
          Take photo
        </label>
        <input
          id={galleryId}
          className="visually-hidden photo-input__file"
          type="file"
          accept="image/*"
          multiple={multiple}
          aria-labelledby={`${titleId} ${chooseLabelId}`}
          aria-invalid={invalid || undefined}
          aria-describedby={rejected === null ? undefined : errorId}
          onChange={choose}
        />
        <label id={chooseLabelId} htmlFor={galleryId} className="button photo-input__add">
          Choose from gallery
        </label>
      </div>
      {rejected !== null && (
        <p id={errorId} className="form-error" role="alert">
          {rejected}
        </p>
      )}
    </div>
  );
}
