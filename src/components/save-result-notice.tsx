/**
 * Shows the product rule 8.6 message of a save: a save the gateway took says so in the
 * save status, which does not stop the driver; any other message (an offline
 * save, a server error) in the notification dialog.
 */
import { useCallback } from 'react';
import type { SaveResult } from '../engine';
import { useShowLocalNotice } from '../state/local-notice';
import { useShowSaveStatus } from '../state/save-status';

/** A function that shows a SaveResult's message (nothing when the message is empty). */
export function useSaveResultNotice(): (result: SaveResult) => void {
  const showDialog = useShowLocalNotice();
  const showStatus = useShowSaveStatus();
  return useCallback(
    (result: SaveResult) => (result.ok && result.synced ? showStatus : showDialog)(result.message),
    [showDialog, showStatus],
  );
}
