/**
 * What the UI is shown of the sync's leftovers for the logged-in user: the
 * changes that need attention (EngineSnapshot.attention) and the conflicts the
 * policy settled (EngineSnapshot.notices). Nobody logged in: neither.
 */
import type { StoredConflictNotice } from '@worker-shared/stored/sync-leftovers';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { AttentionItem } from '../engine-shapes';

/** The attention part of the snapshot. */
export interface AttentionView {
  attention: AttentionItem[];
  notices: StoredConflictNotice[];
}

/** The item of an entry that needs attention, or null for any other entry. */
export function attentionItemOf(entry: StoredOutboxEntry): AttentionItem | null {
  const { attention } = entry;
  if (entry.state !== 'attention' || !attention) return null;
  return {
    entryId: entry.id,
    jobId: entry.jobId,
    kind: entry.kind,
    message: attention.message,
    code: attention.code,
    status: attention.status,
    at: attention.at,
    savedAt: entry.createdAt,
  };
}

/** The owner's attention items (oldest first) and notices (newest first, as stored). */
export function attentionViewOf(
  entries: readonly StoredOutboxEntry[],
  notices: readonly StoredConflictNotice[],
  owner: string | null,
): AttentionView {
  if (owner === null) return { attention: [], notices: [] };
  return {
    attention: entries
      .filter((entry) => entry.owner === owner)
      .map(attentionItemOf)
      .filter((item): item is AttentionItem => item !== null),
    notices: notices.filter((notice) => notice.owner === owner),
  };
}
