/**
 * Whether the browser refused to keep this origin's storage
 * and whether the driver dismissed the sync bar's notice about it; the
 * dismissal lasts for the browser session (sessionStorage).
 */
import { atom, useSetAtom } from 'jotai';
import { useStoredValue } from './use-stored-value';
import { useCallback } from 'react';

const DISMISSED_KEY = 'persistenceNoticeDismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The browser refused to persist this origin's storage (or has no StorageManager). */
export const storageRefusedAtom = atom(false);
/** The driver dismissed the notice in this browser session. */
export const persistenceDismissedAtom = atom(dismissedThisSession());

/** The notice is shown: storage was refused and the notice not dismissed; dismiss() hides it for the session. */
export function usePersistenceNotice(): { shown: boolean; dismiss: () => void } {
  const refused = useStoredValue(storageRefusedAtom);
  const dismissed = useStoredValue(persistenceDismissedAtom);
  const setDismissed = useSetAtom(persistenceDismissedAtom);
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // The notice stays hidden for this page load.
    }
  }, [setDismissed]);
  return { shown: refused && !dismissed, dismiss };
}

/** Records the browser's answer to the request for persistent storage. */
export function useRecordPersistence(): (persisted: boolean) => void {
  const setRefused = useSetAtom(storageRefusedAtom);
  return useCallback((persisted: boolean) => setRefused(!persisted), [setRefused]);
}
