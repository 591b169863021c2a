/**
 * Requests persistent storage once the driver is logged in (so that the work
 * it stores is not lost) and records a refusal for the sync bar's notice
 * (persistence-notice.tsx). Touches navigator.storage through storage-persistence, a chunk of its own:
 * the request is made when the page is next idle after the first paint, so its code need not be on the first
 * load, and a cold start's first tap on the day's list does not wait for that chunk.
 */
import { startTransition, useEffect } from 'react';
import { runWhenIdle } from '../app/when-idle';
import { useRecordPersistence } from '../state/persistence-notice';

/** While logged in, asks (once per page load) that the browser keep this origin's storage. */
export function usePersistentStorage(loggedIn: boolean): void {
  const record = useRecordPersistence();
  useEffect(() => {
    if (!loggedIn) return undefined;
    return runWhenIdle((isWanted) => {
      void import('./storage-persistence')
        .then((chunk) => chunk.requestPersistentStorage())
        .then(
          (persisted) => {
            // A refusal's notice can wait for a tap: rendered as a transition, React yields to it.
            if (isWanted()) startTransition(() => record(persisted));
          },
          // Offline before the service worker held the chunk: asked again on the next page load.
          (error: unknown) => console.error(error),
        );
      return undefined;
    });
  }, [loggedIn, record]);
}
