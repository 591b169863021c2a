/**
 * Watches the browser's geolocation permission (navigator.permissions) for the location banner and the position
 * watch. The browser answers the query asynchronously: asked only when the layout first mounted (with the
 * engine's first snapshot), its answer came just after a cold start's list and rendered the whole layout again
 * (the banner, the watch restarted) while the driver's first tap waited. So main.tsx asks at the page's start
 * (`queryGeolocationPermission`), the layout mounts knowing the answer, and later changes render as a transition.
 */
import { startTransition, useEffect, useState } from 'react';

/** 'unknown' where the permission cannot be queried. */
export type GeolocationPermission = PermissionState | 'unknown';

let asked: Promise<PermissionStatus | null> | null = null;
let answer: PermissionStatus | null = null;

/** The permission's status, asked once per page (null where it cannot be queried). */
export function queryGeolocationPermission(): Promise<PermissionStatus | null> {
  asked ??=
    typeof navigator === 'undefined' || !('permissions' in navigator)
      ? Promise.resolve(null)
      : navigator.permissions.query({ name: 'geolocation' }).then(
          (status) => (answer = status),
          // A browser that cannot query this permission shows no banner.
          () => null,
        );
  return asked;
}

/** The geolocation permission state while `active` ('unknown' otherwise); follows permission changes. */
export function useGeolocationPermission(active: boolean): GeolocationPermission {
  const [state, setState] = useState<GeolocationPermission>(() => answer?.state ?? 'unknown');
  useEffect(() => {
    if (!active) return undefined;
    let status: PermissionStatus | null = null;
    let stopped = false;
    const update = () => {
      const next = status?.state;
      if (next !== undefined) startTransition(() => setState(next));
    };
    void queryGeolocationPermission().then((result) => {
      if (stopped || result === null) return;
      status = result;
      update();
      result.addEventListener('change', update);
    });
    return () => {
      stopped = true;
      status?.removeEventListener('change', update);
    };
  }, [active]);
  return active ? state : 'unknown';
}
