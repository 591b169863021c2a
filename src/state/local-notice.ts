/**
 * A notice raised by the UI itself (the message of a save's result), shown in the
 * notification dialog when the engine has no notification of its own.
 */
import { atom, useSetAtom, useStore } from 'jotai';
import { useStoredValue } from './use-stored-value';
import { useCallback } from 'react';
import { flushSnapshot } from './receive-snapshot';
import { snapshotAtom } from './snapshot-atom';

const localNoticeAtom = atom<string | null>(null);

/** The UI's pending notice, or null. */
export function useLocalNotice(): string | null {
  return useStoredValue(localNoticeAtom);
}

/** Shows a message in the notification dialog, unless the engine already shows the same one. */
export function useShowLocalNotice(): (message: string) => void {
  const store = useStore();
  return useCallback(
    (message: string) => {
      if (message === '') return;
      flushSnapshot();
      if (store.get(snapshotAtom).notification?.message === message) return;
      store.set(localNoticeAtom, message);
    },
    [store],
  );
}

/** Clears the UI's notice. */
export function useDismissLocalNotice(): () => void {
  const setNotice = useSetAtom(localNoticeAtom);
  return useCallback(() => setNotice(null), [setNotice]);
}
