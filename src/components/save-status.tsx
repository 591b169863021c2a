/**
 * The save's status under the header: the words of a save the gateway took,
 * in a live region that lies over the page without a backdrop, so the
 * driver's next tap goes where it was meant. It hides itself after a few
 * seconds, or with Close. The region stays in the page, empty, so each new
 * message is announced.
 */
import { useEffect, useId } from 'react';
import { useHideSaveStatus, useSaveStatus } from '../state/save-status';

/** How long the status stays before it hides itself. */
export const SAVE_STATUS_SHOWN_MS = 8_000;

/** The status region and, while a message is shown, its box with Close. */
export function SaveStatusToast() {
  const status = useSaveStatus();
  const hide = useHideSaveStatus();
  const messageId = useId();

  useEffect(() => {
    if (status === null) return undefined;
    const timer = window.setTimeout(hide, SAVE_STATUS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [status, hide]);

  return (
    <div className="save-status" role="status">
      {status !== null && (
        <div className="save-status__box">
          <p id={messageId} className="save-status__text">
            {status.message}
          </p>
          <button
            type="button"
            className="button save-status__close"
            aria-describedby={messageId}
            onClick={hide}
          >
            Close<span className="visually-hidden"> message</span>
          </button>
        </div>
      )}
    </div>
  );
}
