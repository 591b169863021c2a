/**
 * What the sync does with a change the gateway refused for good (a
 * conflict, or a refusal). A 409 JOB_CHANGED goes by the written conflict policy
 * (domain/sync/conflict-policy.ts): the gateway's outcome kept with a
 * notice, the change sent again on the new revision, or handed to the user.
 * Any other refusal (400, 403, 404, 410, 422 SAVED_TOO_LONG_AGO …) stops the
 * entry with the gateway's message until the user retries or discards it.
 */
import { JobOutcomeStatus } from '@domain/job/enums';
import type { Job } from '@domain/job/job';
import { decideConflict } from '@domain/sync/conflict-policy';
import type { RefusedChange } from '@domain/sync/conflict-policy';
import { refusalCodes } from '@domain/sync/sync-window';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { FrozenRequest, OutboxAttention, StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { SerialQueue } from '@worker-shared/serial-queue';
import type { SendOutcome } from '@worker-shared/sending/send-outcome';
import { conflictAnswerOf } from './conflict-answer';
import { rebaseOnto } from './conflict-rebase';

/** A refused attempt. */
export type Refusal = Extract<SendOutcome, { kind: 'refused' }>;

/** What became of a refused entry. */
export type RefusalResult =
  /** It stopped retrying; the message says why (a conflict's is the policy's). */
  | { kind: 'attention'; message: string; conflict: boolean }
  /** The policy kept the gateway's outcome: the entry is gone, the job stored as the gateway has it. */
  | { kind: 'settled'; message: string }
  /** Rebased on the job's new revision: send this call now. */
  | { kind: 'resend'; request: FrozenRequest };

/** What resolving a refusal needs. */
export interface RefusalDeps {
  storage: EngineStorage;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  onJobChanged(job: Job): void;
  /** An entry of the job changed state with no change to the job (other tabs' engines count again). */
  onOutboxChanged(jobId: string): void;
  /** ms since the epoch */
  now(): number;
  log: (message: string) => void;
}

/** The gateway's own message (the `message` of its body), else a plain sentence with the status. */
export function refusalMessageOf(refusal: Refusal): string {
  const body = refusal.json;
  const text =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof text === 'string' && text.trim() !== '') return text.trim();
  return `The server refused this change (error ${String(refusal.status)}).`;
}

/** The refused change as the conflict policy sees it: who made it and the outcome it sets. */
export function refusedChangeOf(entry: StoredOutboxEntry): RefusedChange {
  const by = entry.author ?? (entry.kind === 'adminJobUpdate' ? 'admin' : 'driver');
  const status = entry.kind === 'draUpdate' ? null : entry.payload.job_outcome_status;
  return { by, outcome: status === null || status === JobOutcomeStatus.NotStarted ? null : status };
}

/** Stops the entry retrying until the user acts: state 'attention' with why (also for a refused photo it needs). */
export async function stopForAttention(
  deps: RefusalDeps,
  entry: StoredOutboxEntry,
  attention: Omit<OutboxAttention, 'at'>,
): Promise<RefusalResult> {
  deps.log(`${entry.kind} for job ${entry.jobId} needs attention: ${attention.message}`);
  await deps.storage.markOutboxAttention(entry.id, { ...attention, at: deps.now() });
  deps.onOutboxChanged(entry.jobId);
  return { kind: 'attention', message: attention.message, conflict: attention.conflict !== null };
}

/** Resolves a refused attempt of an entry whose call was `request`. */
export async function resolveRefusal(
  deps: RefusalDeps,
  entry: StoredOutboxEntry,
  request: FrozenRequest,
  refusal: Refusal,
): Promise<RefusalResult> {
  const conflict = conflictAnswerOf(refusal.code, refusal.json, entry.jobId);
  if (!conflict) {
    const message = refusalMessageOf(refusal);
    return stopForAttention(deps, entry, {
      message,
      code: refusal.code,
      status: refusal.status,
      conflict: null,
    });
  }
  const decision = decideConflict(refusedChangeOf(entry), conflict.changes);
  if (decision.action === 'resend') {
    const rebase = rebaseOnto(request, conflict.job.revision);
    await deps.storage.reopenOutboxEntry(entry.id, rebase);
    return { kind: 'resend', request: rebase.request };
  }
  if (decision.action === 'attention') {
    const { message } = decision;
    return stopForAttention(deps, entry, {
      message,
      code: refusalCodes.jobChanged,
      status: 409,
      conflict: conflict.changes,
    });
  }
  const notice = { jobId: entry.jobId, owner: entry.owner, message: decision.message, at: deps.now() };
  await deps.jobWrites.run(async () => {
    const job = await deps.storage.settleOutboxConflict(entry.id, conflict.job, notice);
    if (job) deps.onJobChanged(job);
  });
  deps.log(`${entry.kind} for job ${entry.jobId} settled by the conflict policy: ${decision.message}`);
  return { kind: 'settled', message: decision.message };
}
