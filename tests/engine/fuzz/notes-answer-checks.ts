/**
 * What must hold after the engine read a notes answer: nothing escaped; the
 * notes are fresh (each text as sent, markup and all) and cached, or the cached
 * copy, or the product rule 8.5 message (or the gateway's own words) with the cache as it was.
 */
import { expect } from 'vitest';
import { messages } from '@domain/app/messages';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import type { NotesResult } from '@src/engine';
import { notesKey } from '@worker/jobs/job-notes';
import type { AnswerFuzzEngine } from './answer-fuzz-engine';
import { answerWords, responseOf } from './hostile-answers';
import type { HostileAnswer } from './hostile-answers';

/** What a failed notes call may say (product rule 8.5). */
const NOTES_MESSAGES: readonly string[] = [
  messages.serverDataError,
  messages.errorContactingServer,
  messages.somethingWentWrong,
];

/** The notes call of a job. */
export const notesPath = (job: Job) => apiPaths.notes(jobNumberFromId(job.id));

/** Loads the job's notes with the answer in place of the gateway's. */
export function notesWith(fuzz: AnswerFuzzEngine, job: Job, answer: Response): Promise<NotesResult> {
  return fuzz.answering(notesPath(job), answer, () => fuzz.h.engine.loadNotes(job.id));
}

/** The texts an answer's notes carry, wherever they sit. */
function sentTexts(answer: HostileAnswer): unknown[] {
  try {
    const notes = (JSON.parse(answer.body) as { notes?: unknown }).notes;
    return Array.isArray(notes) ? notes.map((note) => (note as { note?: unknown } | null)?.note) : [];
  } catch {
    return [];
  }
}

/** Loads the notes with one hostile answer and checks what the driver is shown and what is cached. */
export async function checkNotesAnswer(
  fuzz: AnswerFuzzEngine,
  job: Job,
  answer: HostileAnswer,
): Promise<void> {
  const before = await fuzz.storage.get(notesKey(job.id));
  const result = await notesWith(fuzz, job, responseOf(answer));
  expect(await fuzz.escaped()).toEqual([]);
  const cached = await fuzz.storage.get(notesKey(job.id));
  if (!result.ok) {
    expect([...NOTES_MESSAGES, ...answerWords(answer)]).toContain(result.message);
    expect(cached).toEqual(before);
  } else if (result.cached) {
    expect(result.notes).toEqual(before);
    expect(cached).toEqual(before);
  } else {
    const texts = sentTexts(answer);
    for (const note of result.notes) {
      expect(typeof note.note === 'string' && typeof note.date === 'string').toBe(true);
      expect(texts).toContain(note.note);
    }
    expect(cached).toEqual(result.notes);
  }
}
