/**
 * Requests persistent storage once the driver is logged in (issue 6, "Storage
 * that is not lost"). Touches navigator.storage through storage-persistence.
 */
import { useEffect } from 'react';
import { requestPersistentStorage } from './storage-persistence';

/** While logged in, asks (once per page load) that the browser keep this origin's storage. */
export function usePersistentStorage(loggedIn: boolean): void {
  useEffect(() => {
    if (loggedIn) void requestPersistentStorage();
  }, [loggedIn]);
}
