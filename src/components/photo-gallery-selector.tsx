/**
 * Product rule 2.17: photo gallery selector: a job's photos of one kind as thumbnails, each
 * with its upload state, and two tiles that add an image: Take photo (the
 * camera) and Choose from gallery (a photo already on the phone).
 * Files go to the engine untouched (the worker decodes and resizes them); a tap
 * on a thumbnail opens the photo editor, which loads only then.
 */
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import type { JobEditResult, JobPhotoPurpose, ProductId } from '../engine';
import type { GalleryImage } from '@domain/job/job';
import { isImageType } from '@domain/photos/photo-uri';
import { engine } from '../engine';
import { useUploads } from '../state/sync-slices';
import { notAnImageMessage } from './photo-input';
import { photoUploadLabel, photoUploadState } from './photo-upload-state';
import { useEditorHistory } from './use-editor-history';
import { failedEdit } from './use-job-edits';
import { usePhotoUrl } from './use-photo-url';
import '../styles/photo-gallery.css';

const PhotoEditor = lazy(() => import('./photo-editor/photo-editor'));

interface PhotoGallerySelectorProps {
  jobId: string;
  purpose: JobPhotoPurpose;
  /** The item the photos are of; null for the job's own (property damage, delivered). */
  productId: ProductId | null;
  photos: readonly GalleryImage[];
  /** The visible title, e.g. 'Delivered photo'. */
  label: string;
  /** The camera input's accessible name, e.g. 'Add delivered photo'; the gallery's adds ' from gallery'. */
  addLabel: string;
  /** What one photo is called in its thumbnail's name 'Edit {photoName} {n}' (default: the label). */
  photoName?: string;
  /** Every engine answer (added, edited, deleted photo). */
  onResult: (result: JobEditResult) => void;
  required?: boolean;
  /** Marks the selector after a failed check. */
  invalid?: boolean;
  /** The Take photo tile, so a failed check can move focus to it. */
  addRef?: Ref<HTMLButtonElement>;
  /** Told when photos start or stop being added (a screen holds its submit until they are stored). */
  onAddingChange?: (adding: boolean) => void;
}

function Thumbnail({ jobId, image }: { jobId: string; image: GalleryImage }) {
  const url = usePhotoUrl(jobId, image);
  if (url === null) return <span className="gallery__image gallery__image--empty" />;
  return <img className="gallery__image" src={url} alt="" width={88} height={88} decoding="async" />;
}

/** Title, thumbnails with their upload state, the Take photo and Choose from gallery tiles, and the editor when a photo is opened. */
export function PhotoGallerySelector(props: PhotoGallerySelectorProps) {
  const { jobId, purpose, productId, photos, label, addLabel, onResult } = props;
  const photoName = props.photoName ?? label;
  const titleId = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const uploads = useUploads();
  const [adding, setAdding] = useState(0);
  // Counted beside the state and told to the screen from the same handler, so the screen holds its submit in
  // the very commit that shows "Adding photo…" (told from an effect, it came a task later, in a render of its
  // own). The screen's callback is the one of the render that chose the file: a state setter, which never changes.
  const addingNow = useRef(0);
  const changeAdding = (by: 1 | -1) => {
    addingNow.current += by;
    setAdding(addingNow.current);
    props.onAddingChange?.(addingNow.current > 0);
  };
  const [rejected, setRejected] = useState<string | null>(null);
  const [revisions, setRevisions] = useState<Readonly<Record<string, number>>>({});
  const editor = useEditorHistory();

  const add = async (files: File[]) => {
    for (const file of files) {
      changeAdding(1);
      const photo = { file, name: file.name };
      // A call that throws at once is a failed edit too, so the count always comes back down.
      const result = await Promise.resolve()
        .then((): Promise<JobEditResult> => engine.addJobPhoto({ jobId, purpose, productId, photo }))
        .catch(failedEdit);
      changeAdding(-1);
      onResult(result);
      if (!result.ok) return;
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    const refused = chosen.find((file) => !isImageType(file.type));
    setRejected(refused === undefined ? null : notAnImageMessage(refused.name));
    const images = chosen.filter((file) => isImageType(file.type));
    if (images.length > 0) void add(images);
  };

  const edited = (photoId: string, result: JobEditResult) => {
    if (result.ok) setRevisions((current) => ({ ...current, [photoId]: (current[photoId] ?? 0) + 1 }));
    onResult(result);
  };

  const editingIndex = photos.findIndex((image) => image.id === editor.editing);
  const editing = photos[editingIndex];
  const className = ['gallery', props.invalid === true && 'gallery--invalid'].filter(Boolean).join(' ');

  return (
    <div className={className} role="group" aria-labelledby={titleId}>
      <p id={titleId} className="field__label">
        {label}
        {props.required === true && <span className="field__required"> (required)</span>}
      </p>
      <ul className="gallery__tiles">
        {photos.map((image, index) => {
          const state = photoUploadState(image, uploads);
          return (
            <li key={image.id} className="gallery__item">
              <button
                type="button"
                className="gallery__tile"
                aria-label={`Edit ${photoName} ${index + 1}`}
                onClick={() => editor.open(image.id)}
              >
                <Thumbnail key={revisions[image.id] ?? 0} jobId={jobId} image={image} />
              </button>
              <span className={`gallery__state gallery__state--${state.kind}`}>
                {photoUploadLabel(state)}
              </span>
            </li>
          );
        })}
        {adding > 0 && (
          <li className="gallery__item">
            <span className="gallery__tile gallery__tile--busy" role="status">
              Adding photo…
            </span>
          </li>
        )}
        <li className="gallery__item">
          <button
            ref={props.addRef}
            type="button"
            className="gallery__tile gallery__add"
            onClick={() => cameraRef.current?.click()}
          >
            <span className="gallery__add-mark" aria-hidden="true">
              +
            </span>
            Take photo
          </button>
        </li>
        <li className="gallery__item">
          <button
            type="button"
            className="gallery__tile gallery__add"
            onClick={() => galleryRef.current?.click()}
          >
            <span className="gallery__add-mark" aria-hidden="true">
              +
            </span>
            Choose from gallery
          </button>
        </li>
      </ul>
      {/* The camera, or any photo on the phone: both end in the same intake (choose). */}
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={addLabel}
        onChange={choose}
      />
      <input
        ref={galleryRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={`${addLabel} from gallery`}
        onChange={choose}
      />
      {rejected !== null && (
        <p className="form-error" role="alert">
          {rejected}
        </p>
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <PhotoEditor
            jobId={jobId}
            image={editing}
            title={`${photoName} ${editingIndex + 1}`}
            onResult={(result) => edited(editing.id, result)}
            onClose={editor.close}
          />
        </Suspense>
      )}
    </div>
  );
}
