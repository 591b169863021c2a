/**
 * A job's history notes (product rule 7.4 notes call): fetched for the job number with
 * the job's retailer id, cached per job in kv, and served from that cache
 * (cached: true) when the gateway cannot be reached or fails. Each note is read
 * (worker/jobs/job-parts-reader.ts): one that does not read is left out; an
 * answer without a notes list, or with none that reads, is the product rule 8.5 server-data
 * error and leaves the cached notes as they were.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job, Note } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { messages } from '@domain/app/messages';
import { retailerIdOf } from '@domain/job/retailer';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { kvKey } from '@worker-shared/db/kv-key';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { NotesResult } from '../engine-shapes';
import { fieldsOf, listOf } from './answer-fields';
import { readNote } from './job-parts-reader';

/** What loading notes needs. */
export interface JobNotesDeps {
  storage: EngineStorage;
  send: (call: ApiRequest) => Promise<ApiResult>;
  online: () => boolean;
  log: (message: string) => void;
}

/** The kv key of a job's cached notes. */
export const notesKey = (jobId: string) => kvKey<Note[]>(`notes:${jobId}`);

function readNotes(json: unknown): Note[] | null {
  return listOf(readNote)(fieldsOf(json)?.notes) ?? null;
}

/** The job's notes: fresh when the gateway answers, else the cached copy, else the failure's message. */
export async function loadJobNotes(deps: JobNotesDeps, job: Job): Promise<NotesResult> {
  const { storage, send, log } = deps;
  const key = notesKey(job.id);
  let message: string = messages.errorContactingServer;
  if (deps.online()) {
    const result = await send({
      method: 'GET',
      path: apiPaths.notes(jobNumberFromId(job.id)),
      query: { retailerId: retailerIdOf(job) },
    });
    const notes = result.ok ? readNotes(result.json) : null;
    if (notes) {
      await storage.set(key, notes);
      return { ok: true, notes, cached: false };
    }
    message = result.ok ? messages.serverDataError : result.message;
    log(`Notes for job ${job.id} not loaded: ${message}`);
  }
  const cached = await storage.get(key);
  return cached ? { ok: true, notes: cached, cached: true } : { ok: false, message };
}
