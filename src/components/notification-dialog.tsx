/**
 * The modal notification of spec §2: the engine's current notification in a
 * native <dialog> (focus moves into it and returns on close). Each button sends
 * its click value back to the engine; a button with a link then follows it.
 */
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import type { NotificationButton } from '../../worker/engine-api';
import { messages } from '../domain/messages';
import { engine } from '../engine';
import { useSnapshot } from '../state/snapshot';

const defaultButtons: NotificationButton[] = [{ text: messages.ok, value: 'ok' }];

function dismiss(value?: string): void {
  engine.dismissNotification(value).catch((error: unknown) => console.error(error));
}

/** Shows snapshot.notification as a modal dialog. */
export function NotificationDialog() {
  const { notification } = useSnapshot();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const [, navigate] = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (notification !== null && !dialog.open) dialog.showModal();
    if (notification === null && dialog.open) dialog.close();
  }, [notification]);

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
