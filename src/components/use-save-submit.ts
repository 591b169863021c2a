/**
 * Sending a form's save to the engine: the busy flag, the save's product rule 8.6
 * message in the notification dialog, and where to go once it is stored. A
 * save refused because the job is already closed is kept as `refusal`: the
 * form shows it and offers no Save that cannot work.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { SaveResult } from '../engine';
import { messages } from '@domain/app/messages';
import { useSaveResultNotice } from './save-result-notice';

/** The form's submitting flag, a closed-job refusal, and its submit: run the save, show its message, go on when stored. */
export function useSaveSubmit(): {
  submitting: boolean;
  refusal: string | null;
  submitSave: (save: () => Promise<SaveResult>, destination: string) => Promise<void>;
} {
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const showNotice = useSaveResultNotice();
  const submitSave = useCallback(
    async (save: () => Promise<SaveResult>, destination: string) => {
      setSubmitting(true);
      try {
        const result = await save();
        showNotice(result);
        if (result.ok) navigate(destination, { transition: true });
        else {
          if (result.closed === true) setRefusal(result.message);
          setSubmitting(false);
        }
      } catch (error) {
        console.error(error);
        showNotice({ ok: false, message: messages.somethingWentWrong });
        setSubmitting(false);
      }
    },
    [navigate, showNotice],
  );
  return { submitting, refusal, submitSave };
}
