/** Loads a job's notes through the engine (from the gateway, or its device cache when out of reach). */
import type { NotesResult } from '../../engine';
import { messages } from '@domain/app/messages';
import { engine } from '../../engine';
import { useJobAnswer } from './use-job-answer';

const failed: NotesResult = { ok: false, message: messages.somethingWentWrong };
const ask = (jobId: string) => engine.loadNotes(jobId);

/** The notes result for the job, or null while it loads. */
export function useJobNotes(jobId: string): NotesResult | null {
  return useJobAnswer(jobId, ask, failed);
}
