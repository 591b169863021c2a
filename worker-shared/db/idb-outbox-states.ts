/**
 * An outbox entry's life besides being sent: its call frozen once (the first
 * writer wins), stopped for the driver's attention, and reopened by the
 * driver's Retry. Each change is one strict transaction on the entry.
 */
import type { IDBPDatabase } from 'idb';
import type { FrozenRequest, OutboxAttention } from '../stored/outbox-entry';
import { changeOutboxEntry } from './idb-outbox';
import type { DoorstepDb } from './schema';

/** Freezes the entry's call unless one is frozen already; the frozen call, or undefined when the entry is gone. */
export async function sealOutboxRequest(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  request: FrozenRequest,
): Promise<FrozenRequest | undefined> {
  const entry = await changeOutboxEntry(db, id, (stored) =>
    stored.request ? undefined : { ...stored, request },
  );
  return entry?.request;
}

/** Stops the entry retrying; the attempt that met the refusal is counted and its message kept as lastError. */
export async function markOutboxAttention(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  attention: OutboxAttention,
): Promise<void> {
  await changeOutboxEntry(db, id, (entry) => ({
    ...entry,
    state: 'attention',
    attention,
    attempts: entry.attempts + 1,
    lastError: attention.message,
  }));
}

/** A rebase: the entry sent again on a newer revision, under a new key, with its new frozen call. */
export interface OutboxRebase {
  baseRevision: number;
  idempotencyKey: string;
  request: FrozenRequest;
}

/** Puts the entry back to pending: attempts reset, attention and error cleared; a rebase replaces its base, key and call. */
export async function reopenOutboxEntry(
  db: IDBPDatabase<DoorstepDb>,
  id: number,
  rebase?: OutboxRebase,
): Promise<void> {
  await changeOutboxEntry(db, id, (entry) => ({
    ...entry,
    ...(rebase ?? {}),
    state: 'pending',
    attention: null,
    attempts: 0,
    lastError: null,
  }));
}
