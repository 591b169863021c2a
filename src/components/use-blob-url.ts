/**
 * An object URL of a Blob the page loads (a stored photo's image, a chosen photo's thumbnail, a record's image),
 * made when the Blob arrives and revoked when its element leaves or asks for another, so no image outlives what
 * shows it. `key` names what is loaded: `load` runs again only when it changes, and the URL of an earlier key is
 * never answered for a later one.
 */
import { useEffect, useEffectEvent, useState } from 'react';

interface Shown {
  key: string;
  url: string | null;
}

/** The Blob's URL: undefined while it loads, null when there is none (key null, no Blob, or it failed: logged). */
export function useBlobUrl(key: string | null, load: () => Promise<Blob | null>): string | null | undefined {
  const [shown, setShown] = useState<Shown | null>(null);
  const loadShown = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return undefined;
    let url: string | null = null;
    let current = true;
    void loadShown()
      .catch((error: unknown) => {
        console.error(error);
        return null;
      })
      .then((blob) => {
        if (!current) return;
        url = blob === null ? null : URL.createObjectURL(blob);
        setShown({ key, url });
      });
    return () => {
      current = false;
      if (url === null) return;
      URL.revokeObjectURL(url);
      // Its key may come back (A, B, A) before its new load answers: a revoked URL is never shown meanwhile.
      const revoked = url;
      setShown((shown) => (shown?.url === revoked ? null : shown));
    };
  }, [key]);

  if (key === null) return null;
  return shown !== null && shown.key === key ? shown.url : undefined;
}
