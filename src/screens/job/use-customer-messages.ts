/** Loads a job's customer messages through the engine (from the gateway: online only). */
import { useEffect, useState } from 'react';
import { messages } from '@domain/app/messages';
import type { CustomerMessagesResult } from '@domain/customer/customer-message-list';
import { engine } from '../../engine';

interface Loaded {
  jobId: string;
  result: CustomerMessagesResult;
}

/** The messages result for the job, or null while it loads. */
export function useCustomerMessages(jobId: string): CustomerMessagesResult | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (result: CustomerMessagesResult) => {
      if (current) setLoaded({ jobId, result });
    };
    engine.jobMessages(jobId).then(settle, (error: unknown) => {
      console.error(error);
      settle({ ok: false, message: messages.somethingWentWrong });
    });
    return () => {
      current = false;
    };
  }, [jobId]);
  return loaded !== null && loaded.jobId === jobId ? loaded.result : null;
}
