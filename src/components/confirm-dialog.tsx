/**
 * A confirmation in the notification dialog's look (product rule 2.18 notification dialog
 * with configurable buttons): a native modal <dialog>, open while rendered. Focus
 * moves into it and returns on close; Escape chooses nothing (null).
 */
import { useId } from 'react';
import { useShownModal } from './use-shown-modal';

/** A button of the confirmation: its text and the value it answers with. */
export interface ConfirmButton<T extends string> {
  text: string;
  value: T;
  /** danger: the button that destroys something (delete, clear). */
  tone?: 'danger';
}

interface ConfirmDialogProps<T extends string> {
  message: string;
  buttons: readonly ConfirmButton<T>[];
  /** The chosen button's value, or null for Escape. */
  onChoose: (value: T | null) => void;
}

/** The modal confirmation; the last button is the primary one. */
export function ConfirmDialog<T extends string>({ message, buttons, onChoose }: ConfirmDialogProps<T>) {
  const dialogRef = useShownModal();
  const messageId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="notification"
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onChoose(null);
      }}
    >
      <p id={messageId} className="notification__message">
        {message}
      </p>
      <div className="notification__buttons">
        {buttons.map((button) => (
          <button
            key={button.value}
            type="button"
            className={button.tone === 'danger' ? 'button button--danger' : 'button'}
            onClick={() => onChoose(button.value)}
          >
            {button.text}
          </button>
        ))}
      </div>
    </dialog>
  );
}
