/**
 * Watches the device position (navigator.geolocation.watchPosition, high
 * accuracy) while `active` and hands every fix to the engine for the heartbeat
 * and the arrival check; an error hands over null. `restartKey` restarts the
 * watch (a watch that was refused stays dead after the permission changes).
 *
 * The watch starts when the page is next idle, not in the layout's first effects: on a cold start those run
 * just after the day's list is drawn, where a driver's first tap would wait for them (and for the engine call
 * a refused permission answers at once). A first fix takes seconds anyway.
 */
import { useEffect } from 'react';
import type { DevicePosition } from '../engine';
import { engine } from '../engine';
import { runWhenIdle } from './when-idle';

function handOver(position: DevicePosition | null): void {
  engine.setPosition(position).catch((error: unknown) => console.error(error));
}

/** Keeps the engine's position current while active. */
export function usePositionWatch(active: boolean, restartKey: string): void {
  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return undefined;
    return runWhenIdle(() => {
      const watchId = navigator.geolocation.watchPosition(
        (fix) =>
          handOver({
            latitude: fix.coords.latitude,
            longitude: fix.coords.longitude,
            accuracy: fix.coords.accuracy,
            timestamp: fix.timestamp,
          }),
        () => handOver(null),
        { enableHighAccuracy: true },
      );
      return () => navigator.geolocation.clearWatch(watchId);
    });
  }, [active, restartKey]);
}
