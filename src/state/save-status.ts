/**
 * The message of a save the gateway took (product rule 8.6, "This order has recently
 * been updated …"), shown as a status that does not stop the driver, rather
 * than a dialog to tap after every save.
 */
import { atom, useSetAtom } from 'jotai';
import { useStoredValue } from './use-stored-value';
import { useCallback } from 'react';

/** The message and a number that changes with each save, so the same words shown again restart the timer. */
export interface SaveStatus {
  message: string;
  serial: number;
}

const saveStatusAtom = atom<SaveStatus | null>(null);

/** The status shown, or null. */
export function useSaveStatus(): SaveStatus | null {
  return useStoredValue(saveStatusAtom);
}

/** Shows a message as the save status (replacing any shown). */
export function useShowSaveStatus(): (message: string) => void {
  const set = useSetAtom(saveStatusAtom);
  return useCallback(
    (message: string) => {
      if (message === '') return;
      set((current) => ({ message, serial: (current?.serial ?? 0) + 1 }));
    },
    [set],
  );
}

/** Hides the save status. */
export function useHideSaveStatus(): () => void {
  const set = useSetAtom(saveStatusAtom);
  return useCallback(() => set(null), [set]);
}
