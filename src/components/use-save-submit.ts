/**
 * Sending a form's save to the engine: the busy flag, the save's spec §8
 * message in the notification dialog, and where to go once it is stored.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { SaveResult } from '../engine';
import { messages } from '../domain/app/messages';
import { useSaveResultNotice } from './save-result-notice';

/** The form's submitting flag and its submit: run the save, show its message, go on when it is stored. */
export function useSaveSubmit(): {
  submitting: boolean;
  submitSave: (save: () => Promise<SaveResult>, destination: string) => Promise<void>;
} {
  const [submitting, setSubmitting] = useState(false);
  const [, navigate] = useLocation();
  const showNotice = useSaveResultNotice();
  const submitSave = useCallback(
    async (save: () => Promise<SaveResult>, destination: string) => {
      setSubmitting(true);
      try {
        const result = await save();
        showNotice(result);
        if (result.ok) navigate(destination);
        else setSubmitting(false);
      } catch (error) {
        console.error(error);
        showNotice({ ok: false, message: messages.somethingWentWrong });
        setSubmitting(false);
      }
    },
    [navigate, showNotice],
  );
  return { submitting, submitSave };
}
