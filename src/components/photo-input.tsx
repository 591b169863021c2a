/**
 * A labelled photo field with thumbnails of the chosen photos, offering the
 * camera (Take photo) and the phone's gallery (Choose from gallery); both end in
 * the same intake. Files are
 * handed upward untouched (the engine worker resizes them; photo-input-thumbnail.tsx
 * shows each). New photos are refused when navigator.storage.estimate() reports the device store
 * nearly full.
 */
import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { messages } from '@domain/app/messages';
import { isImageType } from '@domain/photos/photo-uri';
import { storageNearlyFull } from '@domain/photos/storage-budget';
import { identityKey } from './object-identity-key';
import { PhotoInputThumbnail } from './photo-input-thumbnail';

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

/**
 * A change to a field's photos, made from the photos as they are when the screen applies it: a choice is applied
 * only after the storage check answers, and a choice or a removal meanwhile must not be lost.
 */
export type PhotosUpdate = (photos: File[]) => File[];

interface PhotoInputProps {
  label: string;
  photos: File[];
  onChange: (update: PhotosUpdate) => void;
  /** Several photos; otherwise a new photo replaces the one chosen. */
  multiple?: boolean;
  required?: boolean;
  /** Marks the input invalid (aria-invalid) after a failed check. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
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
      if (images.length > 0) onChange((current) => (multiple ? [...current, ...images] : images.slice(-1)));
    });
  };

  const remove = (file: File) => {
    setRejected(null);
    onChange((current) => current.filter((chosen) => chosen !== file));
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
            <li key={identityKey(file)} className="photo-input__item">
              <PhotoInputThumbnail file={file} alt={`${label}: photo ${index + 1}`} />
              <button type="button" className="button photo-input__remove" onClick={() => remove(file)}>
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
