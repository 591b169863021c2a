/** Watches the browser's geolocation permission (navigator.permissions) for the location banner and the position watch. */
import { useEffect, useState } from 'react';

/** 'unknown' where the permission cannot be queried. */
export type GeolocationPermission = PermissionState | 'unknown';

/** The geolocation permission state while `active` ('unknown' otherwise); follows permission changes. */
export function useGeolocationPermission(active: boolean): GeolocationPermission {
  const [state, setState] = useState<GeolocationPermission>('unknown');
  useEffect(() => {
    if (!active || !('permissions' in navigator)) return undefined;
    let status: PermissionStatus | null = null;
    let stopped = false;
    const update = () => {
      if (status !== null) setState(status.state);
    };
    navigator.permissions.query({ name: 'geolocation' }).then(
      (result) => {
        if (stopped) return;
        status = result;
        update();
        result.addEventListener('change', update);
      },
      // A browser that cannot query this permission shows no banner.
      () => undefined,
    );
    return () => {
      stopped = true;
      status?.removeEventListener('change', update);
    };
  }, [active]);
  return active ? state : 'unknown';
}
