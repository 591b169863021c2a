/**
 * An object URL of one record image, fetched through the engine as a Blob
 * (no token in any URL), revoked when the image leaves the page. undefined
 * while loading, null when it could not be had.
 */
import { useEffect, useState } from 'react';
import type { EvidenceSource } from './evidence-source';

/** The image's object URL (undefined: loading; null: unavailable). */
export function useEvidenceImage(source: EvidenceSource, ref: string): string | null | undefined {
  const [shown, setShown] = useState<{ ref: string; url: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    let url: string | null = null;
    void source
      .image(ref)
      .catch(() => null)
      .then((blob) => {
        if (!current) return;
        url = blob === null ? null : URL.createObjectURL(blob);
        setShown({ ref, url });
      });
    return () => {
      current = false;
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [source, ref]);
  return shown !== null && shown.ref === ref ? shown.url : undefined;
}
