/**
 * An object URL of one record image, fetched through the engine as a Blob
 * (no token in any URL), revoked when the image leaves the page. undefined
 * while loading, null when it could not be had.
 */
import { useBlobUrl } from '../../components/use-blob-url';
import type { EvidenceSource } from './evidence-source';

/** The image's object URL (undefined: loading; null: unavailable). */
export function useEvidenceImage(source: EvidenceSource, ref: string): string | null | undefined {
  return useBlobUrl(`${source.origin}|${source.jobId}|${ref}`, () => source.image(ref));
}
