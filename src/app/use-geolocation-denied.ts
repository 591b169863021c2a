/** Watches the browser's geolocation permission (navigator.permissions) for the location banner. */
import { useEffect, useState } from 'react';

/** True while the geolocation permission is denied; follows permission changes. */
export function useGeolocationDenied(): boolean {
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    if (!('permissions' in navigator)) return undefined;
    let status: PermissionStatus | null = null;
    let stopped = false;
    const update = () => {
      if (status !== null) setDenied(status.state === 'denied');
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
  }, []);
  return denied;
}
