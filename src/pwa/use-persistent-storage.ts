/**
 * Requests persistent storage once the driver is logged in (so that the work
 * it stores is not lost) and records a refusal for the sync bar's notice
 * (persistence-notice.tsx). Touches navigator.storage through storage-persistence.
 */
import { useEffect } from 'react';
import { useRecordPersistence } from '../state/persistence-notice';
import { requestPersistentStorage } from './storage-persistence';

/** While logged in, asks (once per page load) that the browser keep this origin's storage. */
export function usePersistentStorage(loggedIn: boolean): void {
  const record = useRecordPersistence();
  useEffect(() => {
    if (!loggedIn) return undefined;
    let current = true;
    void requestPersistentStorage().then((persisted) => {
      if (current) record(persisted);
    });
    return () => {
      current = false;
    };
  }, [loggedIn, record]);
}
