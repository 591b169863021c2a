/**
 * A photo or the signature of a record: what is stored under its link, when
 * it was captured (the Unix seconds its name carries) and whether the stored
 * bytes hash to the SHA-256 the phone computed at capture.
 */
import { isSha256Hex } from '../photos/sha256-hex';
import { formatTimestamp } from '../time/dates';
import type { IntegrityState, RecordImage } from './evidence-record';
import type { StoredImageFacts } from './evidence-inputs';

/** What the record knows of an image besides the stored facts. */
export interface ImageClaim {
  /** The link as the job or payload carries it. */
  link: string;
  label: string;
  /** The SHA-256 the phone sent with the evidence (gallery sha256, signature_sha256), if any. */
  capturedSha256?: string | null;
  annotated?: boolean;
  /** When the evidence naming the image reached the gateway (used when the store does not say). */
  receivedAt: string | null;
}

/** Photo and signature names end '-{unix seconds}[-{8 of id}].{ext}' or '-{8 of id}-{unix seconds}.jpg'. */
const CAPTURED_SECONDS = /-(\d{9,11})(?:-[A-Za-z0-9]{1,8})?\.(?:png|jpe?g|webp)(?:[?#].*)?$/i;

/** The capture time a photo's name carries (YYYY-MM-DDTHH:mm:ss), or null. */
export function capturedAtOfLink(link: string): string | null {
  const seconds = CAPTURED_SECONDS.exec(link)?.[1];
  return seconds === undefined ? null : formatTimestamp(Number(seconds) * 1000) || null;
}

/** match / mismatch / unchecked / missing, as IntegrityState describes. */
export function integrityOf(
  present: boolean,
  captured: string | null,
  stored: string | null,
): IntegrityState {
  if (!present || stored === null) return 'missing';
  if (captured === null) return 'unchecked';
  return captured === stored ? 'match' : 'mismatch';
}

/** The record's image for a claim, read against the facts stored under its link. */
export function recordImage(claim: ImageClaim, facts: StoredImageFacts | undefined): RecordImage {
  const sent = isSha256Hex(claim.capturedSha256) ? claim.capturedSha256 : null;
  const captured = sent ?? (isSha256Hex(facts?.declaredSha256) ? facts.declaredSha256 : null);
  const present = facts?.present === true;
  const stored = present && isSha256Hex(facts.storedSha256) ? facts.storedSha256 : null;
  return {
    ref: facts?.ref ?? claim.link,
    label: claim.label,
    contentType: facts?.contentType ?? (/\.png(?:[?#].*)?$/i.test(claim.link) ? 'image/png' : 'image/jpeg'),
    at: capturedAtOfLink(claim.link),
    receivedAt: facts?.receivedAt ?? claim.receivedAt,
    capturedSha256: captured,
    storedSha256: stored,
    integrity: integrityOf(present, captured, stored),
    annotated: claim.annotated === true,
  };
}

/** Builds the record's images from claims against one table of stored facts. */
export function imageReader(
  images: Readonly<Record<string, StoredImageFacts>>,
): (claim: ImageClaim) => RecordImage {
  return (claim) =>
    recordImage(
      claim,
      Object.prototype.hasOwnProperty.call(images, claim.link) ? images[claim.link] : undefined,
    );
}
