/**
 * Product rule 4.9: risk assessment submit, local-first: the assessment is stored
 * (storedDRAs, completedDRAs), the job counts as assessed, its photos go under
 * 'DRA-{id}' with purpose risk-assessment-q{step}, and the DRA update is
 * queued in the same transaction; imageUrls are filled in once the photos are up.
 */
import type { DraUpdateRequest } from '@domain/gateway/api-shapes';
import type { LoginStatus } from '@domain/accounts/login-status';
import { messages } from '@domain/app/messages';
import { draImageKey } from '@domain/photos/photo-uri';
import { buildDraUpdate, riskFieldRules, riskQuestions } from '@domain/risk-assessment/risk-assessment-form';
import { kvUpdate } from '@worker-shared/db/local-save';
import type { RiskAssessmentInput, SaveResult } from '../engine-shapes';
import { takePhoto } from '../images/photo-intake';
import type { ProcessPhoto } from '../images/process-photo';
import type { StoredPhoto } from '@worker-shared/stored/stored-photo';
import { completedDrasKey, storedDrasKey } from '../jobs/risk-assessment-keys';
import { newOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { PhotoRef } from '@worker-shared/stored/outbox-entry';
import { saveContext } from './save-context';
import { saveThenSync } from './save-then-sync';
import type { SaveDeps } from './save-then-sync';

/** What the submit needs besides a save's deps. */
export interface RiskAssessmentSaveDeps extends SaveDeps {
  login(): LoginStatus | null;
  now(): number;
  processPhoto: ProcessPhoto;
  /** Shows the job as assessed at once. */
  publishAssessed(jobIds: string[]): void;
  /** Takes the arrival at the door when the phone has no position for the 100 m rule (arrival-save.ts). */
  arrivalWithoutPosition(jobId: string): Promise<unknown>;
}

/** The photos of the questions whose photo field shows, with their refs. */
async function takeDraPhotos(
  deps: RiskAssessmentSaveDeps,
  input: RiskAssessmentInput,
  owner: string,
  now: number,
): Promise<{ photo: StoredPhoto; ref: PhotoRef }[]> {
  const rules = riskFieldRules(input.answers);
  const taken: { photo: StoredPhoto; ref: PhotoRef }[] = [];
  for (const question of riskQuestions) {
    const picked = input.photos[question.id] ?? [];
    if (picked.length > 0 && !rules[question.id].photoShown) {
      deps.log(`Photos for ${question.id} left out: its photo field is not shown`);
      continue;
    }
    for (const file of picked) {
      const purpose = `risk-assessment-q${question.step}` as const;
      const photo = await takePhoto(file, { jobId: input.jobId, purpose, owner, now }, deps.processPhoto);
      taken.push({
        photo,
        ref: { imageKey: draImageKey(input.jobId), photoId: photo.id, questionId: question.id },
      });
    }
  }
  return taken;
}

/** Stores and queues a submitted risk assessment. */
export async function submitRiskAssessment(
  deps: RiskAssessmentSaveDeps,
  input: RiskAssessmentInput,
): Promise<SaveResult> {
  const context = await saveContext(deps, input.jobId);
  if ('ok' in context) return context;
  const { login, stored, now } = context;
  let taken: { photo: StoredPhoto; ref: PhotoRef }[];
  try {
    taken = await takeDraPhotos(deps, input, login.userName, now);
  } catch (error) {
    deps.log(`Risk assessment photos not taken: ${String(error)}`);
    return { ok: false, message: messages.somethingWentWrong };
  }
  const payload: DraUpdateRequest = buildDraUpdate({
    job: stored.job,
    login,
    answers: input.answers,
    imageUrls: {},
    now,
  });
  const outbox = newOutboxEntry(
    {
      kind: 'draUpdate',
      jobId: input.jobId,
      owner: login.userName,
      payload,
      photos: taken.map((t) => t.ref),
    },
    now,
  );
  let assessed: string[] = [];
  const kv = [
    kvUpdate(storedDrasKey, (current) => ({ ...current, [input.jobId]: payload })),
    kvUpdate(completedDrasKey, (current) => {
      assessed = [...(current ?? []).filter((id) => id !== input.jobId), input.jobId];
      return assessed;
    }),
  ];
  const photos =
    taken.length > 0 ? { key: draImageKey(input.jobId), photos: taken.map((t) => t.photo) } : undefined;
  await deps.arrivalWithoutPosition(input.jobId);
  return saveThenSync(deps, { outbox, kv, ...(photos ? { photos } : {}) }, () =>
    deps.publishAssessed(assessed),
  );
}
