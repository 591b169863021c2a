/**
 * Sends one user's outbox, lane by lane (a job's updates, a job's risk
 * assessment): each entry's frozen call (sealed in the store before its first
 * attempt, so every sender replays the same bytes), sorted by send-outcome:
 *
 *   photos still `up` ─────▶ waiting: the lane stops (sent by the pass once its photos are up)
 *   accepted ──────────────▶ removed; the job takes the answer's revision; requiresSync clears when last
 *   retry (no answer, 5xx, 408, 425, 429) ─▶ kept, attempts + 1; the lane stops (no answer or a
 *                            Retry-After: the pass stops); the timer tries again
 *   refused ───────────────▶ refusal-resolution.ts: needs attention (the lane is held behind it),
 *                            settled by the conflict policy (the lane goes on), or sent again
 *                            on the new revision (at most MAX_RESENDS_PER_PASS times)
 *   expired ───────────────▶ kept; the session ends; the pass stops
 */
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import { laneOf } from '@worker-shared/stored/outbox-entry';
import type { FrozenRequest, PhotoRef, StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { UploadFailure } from '@worker-shared/sending/image-api-upload';
import { callOf, frozenRequestOf } from '@worker-shared/sending/outbox-request';
import type { PhotoLookup } from '@worker-shared/sending/outbox-request';
import { sendOutcomeOf } from '@worker-shared/sending/send-outcome';
import { revisionOf } from './conflict-answer';
import { heldMessageFor } from './entry-outcome';
import type { EntryOutcome } from './entry-outcome';
import { resolveRefusal } from './refusal-resolution';
import type { RefusalDeps } from './refusal-resolution';

/** How often one pass sends an entry again on a newer revision before leaving it to the next pass. */
export const MAX_RESENDS_PER_PASS = 3;

/** What sending needs. */
export interface OutboxSenderDeps extends RefusalDeps {
  send: (call: ApiRequest) => Promise<ApiResult>;
  /** An answer said the login ended: end the session with this message. */
  expireSession(message: string): Promise<void>;
  /** userName of the logged-in user, or null (the pass stops when it changes). */
  owner(): string | null;
  /** True once the engine is closing. */
  stopped(): boolean;
  /** Keeps each entry's latest outcome. */
  record(entryId: number, outcome: EntryOutcome): void;
}

/** How sending went: the error the timer will retry (null when none) and the gateway's Retry-After. */
export interface SendReport {
  problem: string | null;
  retryAfterMs: number | null;
  /** The pass must stop (no answer, a Retry-After, the login ended). */
  stopped: boolean;
  /** Lanes that stopped on an answer or a hold (not on photos still going up): not sent again this pass. */
  held: Set<string>;
  /** Lanes that stopped on photos still going up, oldest first, with the photos their next change waits for. */
  waiting: Map<string, PhotoRef[]>;
}

/** The longest of the gateway's Retry-After waits (null when none asked for one). */
export function latestRetryAfter(...waits: (number | null)[]): number | null {
  const asked = waits.filter((ms) => ms !== null);
  return asked.length === 0 ? null : Math.max(...asked);
}

/** Which lanes a round sends: all but `skip`, or only `only` (one job's, once its photos are up). */
export interface LaneChoice {
  skip?: ReadonlySet<string>;
  only?: string;
}

/** After an entry: go on, stop its lane (photos still up; for this pass; until the user acts), or stop the pass. */
type Step = 'next' | 'waiting' | 'blocked' | 'attention' | 'stop';

/** Removes an accepted entry; the job takes the answer's revision (later saves are based on it). */
async function accept(deps: OutboxSenderDeps, entry: StoredOutboxEntry, json: unknown): Promise<void> {
  const answered =
    typeof json === 'object' && json !== null ? (json as { job?: { revision?: unknown } }) : {};
  const revision = entry.kind === 'draUpdate' ? null : revisionOf(answered.job?.revision);
  await deps.jobWrites.run(async () => {
    const job = await deps.storage.completeOutboxEntry(entry.id, revision);
    if (job) deps.onJobChanged(job);
  });
  deps.record(entry.id, { kind: 'accepted' });
}

/** Sends an entry's call until it comes to something other than a resend. */
async function deliver(
  deps: OutboxSenderDeps,
  entry: StoredOutboxEntry,
  first: FrozenRequest,
  report: SendReport,
): Promise<Step> {
  let request = first;
  for (let resends = 0; ; resends += 1) {
    const outcome = sendOutcomeOf(await deps.send(callOf(request)));
    if (outcome.kind === 'accepted') {
      await accept(deps, entry, outcome.json);
      return 'next';
    }
    if (outcome.kind === 'refused') {
      const result = await resolveRefusal(deps, entry, request, outcome);
      if (result.kind !== 'resend') {
        deps.record(entry.id, result);
        return result.kind === 'settled' ? 'next' : 'attention';
      }
      if (resends < MAX_RESENDS_PER_PASS) {
        request = result.request;
        continue;
      }
      const message = 'The job kept changing while this change was sent. It will be sent again shortly.';
      deps.record(entry.id, { kind: 'failed', message, network: false });
      return 'blocked';
    }
    const expired = outcome.kind === 'expired';
    const network = outcome.kind === 'retry' && outcome.network;
    deps.record(entry.id, { kind: 'failed', message: outcome.message, network, expired });
    deps.log(`Sync of ${entry.kind} for job ${entry.jobId} failed: ${outcome.message}`);
    report.problem = outcome.message;
    await deps.storage.recordOutboxFailure(entry.id, outcome.message);
    if (outcome.kind === 'expired') {
      if (!outcome.handled) await deps.expireSession(outcome.message);
      return 'stop';
    }
    report.retryAfterMs = latestRetryAfter(report.retryAfterMs, outcome.retryAfterMs);
    return network || outcome.retryAfterMs !== null ? 'stop' : 'blocked';
  }
}

/** One entry: its frozen call (waiting while its photos are `up`), then delivered. */
async function sendEntry(
  deps: OutboxSenderDeps,
  entry: StoredOutboxEntry,
  lookup: PhotoLookup,
  failures: ReadonlyMap<string, UploadFailure>,
  report: SendReport,
): Promise<Step> {
  const frozen = frozenRequestOf(entry, lookup, deps.log);
  if (frozen.kind === 'waiting') {
    const pending = new Set(frozen.pending.map((photo) => photo.id));
    report.waiting.set(
      laneOf(entry),
      entry.photos.filter((ref) => pending.has(ref.photoId)),
    );
    const failure = frozen.pending.map((photo) => failures.get(photo.id)).find((f) => f !== undefined);
    const network = failure?.kind === 'retry' && failure.network;
    deps.record(entry.id, { kind: 'waiting', message: failure?.message ?? null, network });
    return 'waiting';
  }
  const request = entry.request ?? (await deps.storage.sealOutboxRequest(entry.id, frozen.request));
  return request ? deliver(deps, entry, request, report) : 'next';
}

/** Sends the owner's entries, oldest first; an entry that needs attention holds the rest of its lane. */
export async function sendOutbox(
  deps: OutboxSenderDeps,
  owner: string,
  failures: ReadonlyMap<string, UploadFailure>,
  { skip = new Set(), only }: LaneChoice = {},
): Promise<SendReport> {
  const report: SendReport = {
    problem: null,
    retryAfterMs: null,
    stopped: false,
    held: new Set(),
    waiting: new Map(),
  };
  const chosen = (entry: StoredOutboxEntry) =>
    entry.owner === owner && (only === undefined ? !skip.has(laneOf(entry)) : laneOf(entry) === only);
  // Entries first: a save commits an entry with its photos, so every entry listed has its photos in the
  // sets read after it (the other order could send a just-saved entry without them).
  const entries = (await deps.storage.outboxEntries()).filter(chosen);
  const sets =
    only === undefined
      ? await deps.storage.photoSets()
      : await deps.storage.photoSetsOf(entries.flatMap((entry) => entry.photos.map((ref) => ref.imageKey)));
  const byKey = new Map(sets.map((set) => [set.key, set.photos]));
  const lookup: PhotoLookup = (ref) => byKey.get(ref.imageKey)?.find((photo) => photo.id === ref.photoId);
  const stopped = new Map<string, Exclude<Step, 'next' | 'stop'>>();
  for (const entry of entries) {
    const lane = laneOf(entry);
    if (stopped.get(lane) === 'attention')
      deps.record(entry.id, { kind: 'held', message: heldMessageFor(entry.kind) });
    if (stopped.has(lane)) continue;
    if (deps.stopped() || deps.owner() !== owner) break;
    const step =
      entry.state === 'attention' ? 'attention' : await sendEntry(deps, entry, lookup, failures, report);
    if (step === 'stop') {
      report.stopped = true;
      break;
    }
    if (step === 'next') continue;
    stopped.set(lane, step);
    if (step !== 'waiting') report.held.add(lane);
  }
  return report;
}
