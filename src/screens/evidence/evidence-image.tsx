/**
 * One photo or the signature of a record: the image (tap for full size), its
 * name, whether it was saved annotated, its times and its integrity.
 */
import { useState } from 'react';
import type { EvidenceImage } from '@domain/evidence/evidence-record';
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import { ImageDialog } from './image-dialog';
import { ImageIntegrity } from './image-integrity';
import { PieceTimes } from './piece-times';
import type { EvidenceSource } from './evidence-source';
import { useEvidenceImage } from './use-evidence-image';

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
  if (url === null) return <span className="record-image__empty">{evidenceMessages.imageUnavailable}</span>;
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
export function EvidenceImageView({ image, source }: { image: EvidenceImage; source: EvidenceSource }) {
  const url = useEvidenceImage(source, image.ref);
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
export function EvidenceImages({ images, source }: { images: EvidenceImage[]; source: EvidenceSource }) {
  if (images.length === 0) return null;
  return (
    <ul className="record-images">
      {images.map((image) => (
        <li key={image.ref}>
          <EvidenceImageView image={image} source={source} />
        </li>
      ))}
    </ul>
  );
}
