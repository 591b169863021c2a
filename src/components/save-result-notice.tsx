/** Shows the spec §8 message of a save (offline save, server error, retail notice) in the notification dialog. */
import { useCallback } from 'react';
import type { SaveResult } from '../engine';
import { useShowLocalNotice } from '../state/local-notice';

/** A function that shows a SaveResult's message as a notification (nothing when the message is empty). */
export function useSaveResultNotice(): (result: SaveResult) => void {
  const show = useShowLocalNotice();
  return useCallback((result: SaveResult) => show(result.message), [show]);
}
