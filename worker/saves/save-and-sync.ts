/**
 * The local-first save (architecture rule 3): the change and its outbox entry are
 * committed in one strict transaction before any network call, shown at once,
 * then a sync pass gets a short chance (bounded by the request timeout) to
 * deliver it, which decides the product rule 8.6 message. A full device fails the save
 * with the maximum-upload-size message and loses nothing already stored.
 */
import { messages } from '@domain/app/messages';
import { kvKey } from '@worker-shared/db/kv-key';
import { kvUpdate } from '@worker-shared/db/local-save';
import type { LocalSave } from '@worker-shared/db/local-save';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { SaveResult } from '../engine-shapes';
import { isStorageFullError } from '../images/storage-full';
import type { SerialQueue } from '@worker-shared/serial-queue';
import type { EntryOutcome } from '../sync/entry-outcome';
import type { SyncPass } from '../sync/sync-pass';

/** Set when a save hit the storage quota (product rule 3.12 maxSizeError); cleared by the next save that fits. */
export const maxSizeErrorKey = kvKey<boolean>('maxSizeError');

/** What a save needs. */
export interface SaveDeps {
  storage: EngineStorage;
  sync: SyncPass;
  online(): boolean;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** How long a save waits for its pass: the request timeout. */
  waitMs: number;
  /** Serialises job writes with their publication. */
  jobWrites: SerialQueue;
  log: (message: string) => void;
}

/** The committed save, or why it could not be stored. */
export type CommitResult = { ok: true; entryId: number | undefined } | { ok: false; message: string };

/** Commits a save; a full device answers the maximum-upload-size message and sets maxSizeError. */
export async function commitSave(deps: SaveDeps, save: LocalSave): Promise<CommitResult> {
  const { storage, log } = deps;
  try {
    const kv = [...(save.kv ?? []), kvUpdate(maxSizeErrorKey, () => false)];
    return { ok: true, entryId: await storage.commitSave({ ...save, kv }) };
  } catch (error) {
    log(`Local save failed: ${String(error)}`);
    if (!isStorageFullError(error)) return { ok: false, message: messages.somethingWentWrong };
    await storage.set(maxSizeErrorKey, true).catch(() => log('maxSizeError flag not stored: device full'));
    return { ok: false, message: messages.maxUploadSize };
  }
}

/**
 * The product rule 8.6 answer for an entry after its pass had its chance: the retail notice
 * when accepted; the conflict policy's message when another person's change
 * decided it (kept theirs, or handed it to the user); that it waits behind an
 * earlier change to the job that needs attention; the expired-login text
 * when the login ended (the work stays queued for the next login); the
 * server-error text when the gateway said no; otherwise (no signal, no answer
 * in time) the offline text.
 */
export function saveResultOf(outcome: EntryOutcome | undefined): SaveResult {
  if (outcome === undefined) return { ok: true, synced: false, message: messages.offlineSave };
  if (outcome.kind === 'accepted') return { ok: true, synced: true, message: messages.retailNotice };
  if (
    outcome.kind === 'settled' ||
    outcome.kind === 'held' ||
    (outcome.kind === 'attention' && outcome.conflict)
  )
    return { ok: true, synced: false, message: outcome.message };
  if (outcome.kind === 'attention') return { ok: true, synced: false, message: messages.serverUpdateError };
  if (outcome.kind === 'failed' && outcome.expired === true)
    return { ok: true, synced: false, message: outcome.message };
  const serverSaidNo = outcome.message !== null && !outcome.network;
  return {
    ok: true,
    synced: false,
    message: serverSaidNo ? messages.serverUpdateError : messages.offlineSave,
  };
}

/** Resolves after ms (through the deps's timers). */
function delay(deps: SaveDeps, ms: number): { done: Promise<void>; cancel(): void } {
  let handle: unknown = null;
  const done = new Promise<void>((resolve) => {
    handle = deps.setTimeout(resolve, ms);
  });
  return { done, cancel: () => deps.clearTimeout(handle) };
}

/**
 * Commits, calls shown() so the change appears at once, then lets a pass try
 * (offline: none is tried). Without an answer in time the work is left to the
 * sync pass and the offline message says it will sync by itself.
 */
export async function saveThenSync(deps: SaveDeps, save: LocalSave, shown: () => void): Promise<SaveResult> {
  const committed = await deps.jobWrites.run(async () => {
    const result = await commitSave(deps, save);
    if (result.ok) shown();
    return result;
  });
  if (!committed.ok) return committed;
  await deps.sync.publishStatus();
  const { entryId } = committed;
  if (entryId === undefined) return { ok: true, synced: false, message: messages.offlineSave };
  if (!deps.online()) return { ok: true, synced: false, message: messages.offlineSave };
  const timer = delay(deps, deps.waitMs);
  await Promise.race([deps.sync.trigger(), timer.done]);
  timer.cancel();
  return saveResultOf(deps.sync.outcomeOf(entryId));
}
