/** A native <dialog> shown modal while its component is mounted, closed when it unmounts (focus returns). */
import { useEffect, useRef } from 'react';

/** The ref to put on the <dialog>. */
export function useShownModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return dialogRef;
}
