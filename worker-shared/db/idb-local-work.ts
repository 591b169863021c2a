/**
 * The storage's local-work calls over IndexedDB: saves, the outbox and its
 * states, the conflict notices and discard log, and the image cache.
 */
import { commitLocalSave } from './idb-local-save';
import {
  completeOutboxEntry,
  markOutboxAttention,
  readOutbox,
  recordOutboxFailure,
  reopenOutboxEntry,
  sealOutboxRequest,
} from './idb-outbox';
import { markPhotoUploaded, readPhotoSets, readPhotoSetsOf, recordPhotoFailure } from './idb-photos';
import { dropUploadedBytes } from './idb-photo-bytes';
import {
  discardOutboxEntry,
  dismissConflictNotice,
  dropConflictNoticesBefore,
  readConflictNotices,
  readDiscardedChanges,
  settleOutboxConflict,
} from './idb-sync-leftovers';
import type { OpenDb } from './database-connection';
import type { EngineStorage } from './storage';

/** The storage's local-work calls. */
export type LocalWorkCalls = Pick<
  EngineStorage,
  | 'commitSave'
  | 'outboxEntries'
  | 'recordOutboxFailure'
  | 'completeOutboxEntry'
  | 'sealOutboxRequest'
  | 'markOutboxAttention'
  | 'reopenOutboxEntry'
  | 'discardOutboxEntry'
  | 'settleOutboxConflict'
  | 'conflictNotices'
  | 'dismissConflictNotice'
  | 'dropConflictNoticesBefore'
  | 'discardedChanges'
  | 'photoSets'
  | 'photoSetsOf'
  | 'recordPhotoFailure'
  | 'markPhotoUploaded'
  | 'dropUploadedBytes'
>;

/** The local-work calls over the database. */
export function idbLocalWorkCalls(db: OpenDb): LocalWorkCalls {
  return {
    commitSave: async (save) => commitLocalSave(await db(), save),
    outboxEntries: async () => readOutbox(await db()),
    recordOutboxFailure: async (id, message) => recordOutboxFailure(await db(), id, message),
    completeOutboxEntry: async (id, answerRevision) =>
      completeOutboxEntry(await db(), id, answerRevision ?? null),
    sealOutboxRequest: async (id, request) => sealOutboxRequest(await db(), id, request),
    markOutboxAttention: async (id, attention) => markOutboxAttention(await db(), id, attention),
    reopenOutboxEntry: async (id, rebase) => reopenOutboxEntry(await db(), id, rebase),
    discardOutboxEntry: async (id, record) => discardOutboxEntry(await db(), id, record),
    settleOutboxConflict: async (id, job, notice) => settleOutboxConflict(await db(), id, job, notice),
    conflictNotices: async () => readConflictNotices(await db()),
    dismissConflictNotice: async (id) => dismissConflictNotice(await db(), id),
    dropConflictNoticesBefore: async (at) => dropConflictNoticesBefore(await db(), at),
    discardedChanges: async () => readDiscardedChanges(await db()),
    photoSets: async () => readPhotoSets(await db()),
    photoSetsOf: async (keys) => readPhotoSetsOf(await db(), keys),
    recordPhotoFailure: async (key, photoId, message) =>
      recordPhotoFailure(await db(), key, photoId, message),
    markPhotoUploaded: async (key, photoId, location, keepBytesOfDay) =>
      markPhotoUploaded(await db(), key, photoId, location, keepBytesOfDay),
    dropUploadedBytes: async (keepDay) => dropUploadedBytes(await db(), keepDay),
  };
}
