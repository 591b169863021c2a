/**
 * The customer name as the driver types it on the signature screen, kept on
 * the phone the way the delivery report keeps its comments
 * (delivery-report/use-comment-drafts.ts): shown at once, stored through the
 * engine after a short pause and when the screen is left, so a reload (or the
 * browser dropping the page) does not lose it. The stored draft is the job's
 * device-only customerNameDraft; it is never sent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobEditResult, ReportEdit } from '../../engine';
import type { Job } from '@domain/job/job';
import { COMMENT_SAVE_DELAY_MS } from '../delivery-report/use-comment-drafts';

/** The name shown, and what can be done with it. */
export interface NameDraft {
  name: string;
  /** The driver typed: shown now, stored after a pause. */
  setName: (name: string) => void;
  /** Forgets what waits to be stored (the pass is being saved with the name itself). */
  discard: () => void;
}

/** The job's stored draft, else the name a pass already took, else empty. */
export function initialCustomerName(job: Pick<Job, 'customerNameDraft' | 'signed_by'>): string {
  return job.customerNameDraft ?? job.signed_by ?? '';
}

/** The name draft of the job, stored through `edit` (setCustomerNameDraft). */
export function useNameDraft(
  job: Job,
  edit: (edit: ReportEdit, optimistic: (job: Job) => Job) => Promise<JobEditResult>,
): NameDraft {
  const [name, setShown] = useState(() => initialCustomerName(job));
  const waiting = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const store = useCallback(() => {
    window.clearTimeout(timer.current);
    const text = waiting.current;
    waiting.current = null;
    if (text === null) return;
    void edit({ kind: 'setCustomerNameDraft', text }, (shown) => ({ ...shown, customerNameDraft: text }));
  }, [edit]);

  // Leaving the screen stores what was typed.
  useEffect(() => store, [store]);

  const setName = (next: string) => {
    setShown(next);
    waiting.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(store, COMMENT_SAVE_DELAY_MS);
  };

  const discard = () => {
    window.clearTimeout(timer.current);
    waiting.current = null;
  };

  return { name, setName, discard };
}
