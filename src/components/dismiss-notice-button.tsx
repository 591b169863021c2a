/**
 * The Dismiss button of a conflict notice ("Changed by the office"): the
 * driver has read that the office's outcome was kept and their change was not
 * applied, so the engine forgets the notice and the next snapshot drops it.
 * Until then the notice stays, on the job and on the day's list.
 */
import { useState } from 'react';
import type { StoredConflictNotice } from '../engine';
import { engine } from '../engine';

interface DismissNoticeButtonProps {
  notice: Pick<StoredConflictNotice, 'id'>;
  /** The id of the notice's message, so the button is announced with it. */
  describedBy: string;
}

/** The button; disabled while the engine takes the dismissal. */
export function DismissNoticeButton({ notice, describedBy }: DismissNoticeButtonProps) {
  const [busy, setBusy] = useState(false);
  const dismiss = () => {
    setBusy(true);
    engine
      .dismissNotice(notice.id)
      .catch((error: unknown) => console.error(error))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="button notice-box__dismiss"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={dismiss}
    >
      Dismiss
    </button>
  );
}
