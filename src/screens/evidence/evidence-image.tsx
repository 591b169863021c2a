/**
 * One photo or the signature of a record: the image (tap for full size), its
 * name, whether it was saved annotated, its times and its integrity.
 */
import { useState } from 'react';
import type { RecordImage } from '@domain/evidence/evidence-record';
import { recordMessages } from '@domain/evidence/evidence-messages';
import { ImageDialog } from './image-dialog';
import { ImageIntegrity } from './image-integrity';
import { PieceTimes } from './piece-times';
import type { RecordSource } from './evidence-source';
import { useRecordImage } from './use-evidence-image';

function ImageBody({
  url,
  label,
  onOpen,
}: {
  url: string | null | undefined;
  label: string;
  onOpen: () => void;
}) {
  if (url === undefined) return <span className="record-image__empty">Loading...</span>;
  if (url === null) return <span className="record-image__empty">{recordMessages.imageUnavailable}</span>;
  return (
    <button
      type="button"
      className="record-image__open"
      onClick={onOpen}
      aria-label={`${label}: show full size`}
    >
      <img className="record-image__img" src={url} alt={label} decoding="async" />
    </button>
  );
}

/** The image as a figure of the record. */
export function RecordImageView({ image, source }: { image: RecordImage; source: RecordSource }) {
  const url = useRecordImage(source, image.ref);
  const [open, setOpen] = useState(false);
  const mismatch = image.integrity === 'mismatch';
  return (
    <figure className={mismatch ? 'record-image record-image--mismatch' : 'record-image'}>
      <ImageBody url={url} label={image.label} onOpen={() => setOpen(true)} />
      <figcaption>
        <p className="record-image__label">
          {image.label}
          {image.annotated && <span className="record-image__annotated"> (annotated as saved)</span>}
        </p>
        <PieceTimes at={image.at} receivedAt={image.receivedAt} origin={source.origin} />
        <ImageIntegrity image={image} />
      </figcaption>
      {open && typeof url === 'string' && (
        <ImageDialog url={url} label={image.label} onClose={() => setOpen(false)} />
      )}
    </figure>
  );
}

/** A list of images; nothing when there are none. */
export function RecordImages({ images, source }: { images: RecordImage[]; source: RecordSource }) {
  if (images.length === 0) return null;
  return (
    <ul className="record-images">
      {images.map((image) => (
        <li key={image.ref}>
          <RecordImageView image={image} source={source} />
        </li>
      ))}
    </ul>
  );
}
