/** Loads a job's notes through the engine (from the gateway, or its device cache when out of reach). */
import { useEffect, useState } from 'react';
import type { NotesResult } from '../../engine';
import { messages } from '@domain/app/messages';
import { engine } from '../../engine';

interface Loaded {
  jobId: string;
  result: NotesResult;
}

/** The notes result for the job, or null while it loads. */
export function useJobNotes(jobId: string): NotesResult | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (result: NotesResult) => {
      if (current) setLoaded({ jobId, result });
    };
    engine.loadNotes(jobId).then(settle, (error: unknown) => {
      console.error(error);
      settle({ ok: false, message: messages.somethingWentWrong });
    });
    return () => {
      current = false;
    };
  }, [jobId]);
  return loaded !== null && loaded.jobId === jobId ? loaded.result : null;
}
