/**
 * The engine's job intents (issue 3): open and find a job, its notes and reason
 * codes, the local-first saves, completing a job (issue 4: report edits,
 * photos, signature passes), the sync pass and the device position.
 */
import { messages } from '../../src/domain/app/messages';
import { activeJobKey } from '../../worker-shared/db/job-records';
import type { EngineApi } from '../engine-shapes';
import type { EngineParts } from '../wire-engine';
import { findJobFor } from '../jobs/job-for-user';
import { loadJobNotes } from '../jobs/job-notes';
import { submitRiskAssessment } from '../saves/risk-assessment-save';
import type { BackgroundTasks } from '../state/background-tasks';
import type { StateCell } from '../state/state-cell';

/** The job methods of the EngineApi. */
export type JobIntents = Pick<
  EngineApi,
  | 'openJob'
  | 'findJob'
  | 'loadNotes'
  | 'reasonCodes'
  | 'submitRiskAssessment'
  | 'failJob'
  | 'cancelFailure'
  | 'suspendJob'
  | 'adminCompleteJob'
  | 'editReport'
  | 'addJobPhoto'
  | 'replaceJobPhoto'
  | 'removeJobPhoto'
  | 'photoData'
  | 'completeSignaturePass'
  | 'syncNow'
  | 'setPosition'
>;

/** What the intents share with the engine. */
export interface JobIntentsShared {
  state: StateCell;
  tasks: BackgroundTasks;
  now: () => number;
  log: (message: string) => void;
}

/** Checks the position against the active job (online and logged in only), in the background. */
export function checkArrival(parts: EngineParts, shared: JobIntentsShared): void {
  const { login, activeJob, online } = shared.state.current;
  const position = parts.position.current;
  if (!login || !activeJob || !position || !online) return;
  shared.tasks.run(parts.arrival.check(position, activeJob));
}

/** The job intents over the engine's parts (each waits for the database). */
export function createJobIntents(parts: Promise<EngineParts>, shared: JobIntentsShared): JobIntents {
  const { state, now, log } = shared;
  /** Jobs are looked up for the logged-in user (another user's unsynced jobs stay hidden). */
  const viewer = () => state.current.login?.userName ?? null;
  return {
    async openJob(jobId) {
      const ready = await parts;
      const job = await ready.jobWrites.run(async () => {
        const stored = await findJobFor(ready.storage, jobId, now(), viewer());
        if (stored) {
          await ready.storage.set(activeJobKey, stored.job);
          state.update({ activeJob: stored.job });
        }
        return stored?.job ?? null;
      });
      if (job) checkArrival(ready, shared);
      return job;
    },

    async findJob(jobId) {
      const { storage } = await parts;
      return (await findJobFor(storage, jobId, now(), viewer()))?.job ?? null;
    },

    async loadNotes(jobId) {
      const { storage, send } = await parts;
      const stored = await findJobFor(storage, jobId, now(), viewer());
      if (!stored) return { ok: false, message: messages.somethingWentWrong };
      return loadJobNotes({ storage, send, online: () => state.current.online, log }, stored.job);
    },

    async reasonCodes(retailerId) {
      return (await parts).reasonCodes.codesFor(retailerId);
    },

    async submitRiskAssessment(input) {
      return submitRiskAssessment((await parts).riskAssessments, input);
    },

    async failJob(input) {
      return (await parts).saves.failJob(input);
    },

    async cancelFailure(jobId) {
      await (await parts).saves.cancelFailure(jobId);
    },

    async suspendJob(input) {
      return (await parts).saves.suspendJob(input);
    },

    async adminCompleteJob(input) {
      return (await parts).saves.adminCompleteJob(input);
    },

    async editReport(jobId, edit) {
      return (await parts).completion.editReport(jobId, edit);
    },

    async addJobPhoto(input) {
      return (await parts).completion.addJobPhoto(input);
    },

    async replaceJobPhoto(jobId, photoId, edited) {
      return (await parts).completion.replaceJobPhoto(jobId, photoId, edited);
    },

    async removeJobPhoto(jobId, photoId) {
      return (await parts).completion.removeJobPhoto(jobId, photoId);
    },

    async photoData(jobId, photoId) {
      return (await parts).completion.photoData(jobId, photoId);
    },

    async completeSignaturePass(request) {
      return (await parts).completion.completeSignaturePass(request);
    },

    async syncNow() {
      await (await parts).sync.trigger();
    },

    async setPosition(position) {
      const ready = await parts;
      ready.position.current = position;
      checkArrival(ready, shared);
    },
  };
}
