/**
 * The modal notification of product rule 2.18: the engine's current notification (else a
 * notice raised by the UI, such as a save's message) in a native <dialog> (focus
 * moves into it and returns on close). Each button sends its click value back to
 * the engine; a button with a link then follows it.
 */
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Notification, NotificationButton } from '../engine';
import { messages } from '@domain/app/messages';
import { engine } from '../engine';
import { useDismissLocalNotice, useLocalNotice } from '../state/local-notice';
import { useSnapshotField } from '../state/snapshot-slices';

const defaultButtons: NotificationButton[] = [{ text: messages.ok, value: 'ok' }];

function dismissEngineNotification(value?: string): void {
  engine.dismissNotification(value).catch((error: unknown) => console.error(error));
}

/** Shows snapshot.notification, or else the UI's own notice, as a modal dialog. */
export function NotificationDialog() {
  const engineNotification = useSnapshotField('notification');
  const localNotice = useLocalNotice();
  const dismissLocalNotice = useDismissLocalNotice();
  const notification: Notification | null =
    engineNotification ?? (localNotice === null ? null : { message: localNotice, buttons: [] });
  const dismiss = (value?: string) => {
    if (engineNotification === null || engineNotification.message === localNotice) dismissLocalNotice();
    if (engineNotification !== null) dismissEngineNotification(value);
  };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const [, navigate] = useLocation();

  const shown = notification !== null;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  const buttons =
    notification !== null && notification.buttons.length > 0 ? notification.buttons : defaultButtons;

  const choose = (button: NotificationButton) => {
    dismiss(button.value);
    if (button.link === undefined) return;
    if (button.link.startsWith('/')) navigate(button.link);
    else window.open(button.link, '_blank', 'noopener');
  };

  return (
    <dialog
      ref={dialogRef}
      className="notification"
      aria-labelledby={messageId}
      onCancel={(event) => {
        // Escape dismisses without choosing a button; the engine then clears the notification.
        event.preventDefault();
        dismiss();
      }}
    >
      {notification !== null && (
        <>
          <p id={messageId} className="notification__message">
            {notification.message}
          </p>
          <div className="notification__buttons">
            {buttons.map((button, index) => (
              <button
                key={`${button.value}-${index}`}
                type="button"
                className={index === buttons.length - 1 ? 'button button--primary' : 'button'}
                onClick={() => choose(button)}
              >
                {button.text}
              </button>
            ))}
          </div>
        </>
      )}
    </dialog>
  );
}
