/**
 * A record image at full size in a native modal <dialog>: labelled by the
 * image's name, focus moves in and back, Escape or the Close button closes it.
 */
import { useId } from 'react';
import { useShownModal } from '../../components/use-shown-modal';

/** The full-size image; onClose when closed. */
export function ImageDialog({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const dialogRef = useShownModal();
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="record-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="record-dialog__title">
        {label}
      </h2>
      <img className="record-dialog__image" src={url} alt={label} />
      <button type="button" className="button button--primary" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
