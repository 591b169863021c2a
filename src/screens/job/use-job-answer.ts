/** Asks the engine something about a job and keeps the answer for that job (a tab's notes or messages). */
import { useEffect, useState } from 'react';

interface Loaded<T> {
  jobId: string;
  answer: T;
}

/** The engine's answer for the job, `failed` when the call threw, or null while it is asked. */
export function useJobAnswer<T>(jobId: string, ask: (jobId: string) => Promise<T>, failed: T): T | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (answer: T) => {
      if (current) setLoaded({ jobId, answer });
    };
    ask(jobId).then(settle, (error: unknown) => {
      console.error(error);
      settle(failed);
    });
    return () => {
      current = false;
    };
    // `ask` and `failed` are module-level for every caller: the job alone decides when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId]);
  return loaded !== null && loaded.jobId === jobId ? loaded.answer : null;
}
