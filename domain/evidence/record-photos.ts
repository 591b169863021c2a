/**
 * The job's photos as record images: each gallery photo (or an item's) read
 * against what is stored under its link, with the SHA-256 the phone sent with
 * it, its annotated mark, and when the update carrying it reached the gateway.
 */
import type { RecordImage } from './evidence-record';
import { jobPhotos, receivedWith } from './record-evidence';
import type { JobPhoto } from './record-evidence';
import type { ImageClaim } from './record-images';
import type { RecordHeartbeatInput, RecordInputs } from './evidence-inputs';

/** What the outcome, report and proof events are built from. */
export interface OutcomeContext {
  inputs: RecordInputs;
  positions: readonly RecordHeartbeatInput[];
  image: (claim: ImageClaim) => RecordImage;
}

function photoClaim(photo: JobPhoto, label: string, receivedAt: string | null): ImageClaim {
  return {
    link: photo.image.uri,
    label,
    capturedSha256: photo.image.sha256 ?? null,
    annotated: photo.image.annotated === true,
    receivedAt,
  };
}

/** The record images of the job's photos that keep() accepts, labelled. */
export function photosOf(
  context: OutcomeContext,
  keep: (photo: JobPhoto) => boolean,
  label: (photo: JobPhoto) => string,
): RecordImage[] {
  return jobPhotos(context.inputs.job)
    .filter(keep)
    .map((p) => context.image(photoClaim(p, label(p), receivedWith(context.inputs.updates, p.image.uri))));
}
