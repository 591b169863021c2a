/**
 * Conflicts in a chaos run. How each of the driver's changes that the gateway
 * refused as a conflict (job_conflicts) had to end, by the written policy:
 * decideConflict over the other people's accepted updates between the change's
 * base revision and the job's revision when it was refused, exactly as the 409
 * listed them; that the phone shows it; and that no change was applied over
 * someone else's newer outcome.
 */
import { decideConflict } from '@domain/sync/conflict-policy';
import { refusalCodes } from '@domain/sync/sync-window';
import type { ConflictDecision, OtherChange } from '@domain/sync/conflict-policy';
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { ConflictNotice } from '@worker-shared/stored/sync-leftovers';
import type { UpdateRow } from './gateway-holds';

/** A refused change and what the policy decides for it. */
export interface ConflictFate {
  row: UpdateRow;
  decision: ConflictDecision;
}

/** The other people's accepted updates a 409 for this refused row listed (oldest first). */
export function otherChangesFor(refused: UpdateRow, updates: readonly UpdateRow[]): OtherChange[] {
  const base = refused.base_revision ?? 0;
  const upTo = refused.revision ?? Number.MAX_SAFE_INTEGER;
  return updates
    .filter(
      (row) => row.job_id === refused.job_id && row.username.toLowerCase() !== refused.username.toLowerCase(),
    )
    .filter((row) => (row.revision ?? 0) > base && (row.revision ?? 0) <= upTo)
    .sort((a, b) => (a.revision ?? 0) - (b.revision ?? 0))
    .map((row) => ({
      by: row.kind,
      username: row.username,
      at: new Date(row.received_at).toISOString(),
      revision: row.revision ?? 0,
      outcome: row.outcome ?? null,
    }));
}

/** The policy's decision for each of the user's refused changes, in the order they were refused. */
export function conflictFates(
  username: string,
  conflicts: readonly UpdateRow[],
  updates: readonly UpdateRow[],
): ConflictFate[] {
  return conflicts
    .filter((row) => row.username === username)
    .map((row) => ({
      row,
      decision: decideConflict(
        { by: row.kind, outcome: row.payload.job_outcome_status ?? null },
        otherChangesFor(row, updates),
      ),
    }));
}

/**
 * Every change left needing attention is there because the policy says so: a
 * 409 JOB_CHANGED whose other changes decideConflict hands to the user, with
 * its message. (The simulated day provokes no other refusal, so any other is a
 * broken promise: the gateway refused what the app sent.)
 */
export function checkAttentionByPolicy(attention: readonly StoredOutboxEntry[]): string[] {
  return attention.flatMap((entry) => {
    const why = entry.attention;
    if (!why) return [`${entry.jobId}: a change needs attention without saying why`];
    if (entry.kind === 'draUpdate' || why.code !== refusalCodes.jobChanged || !why.conflict) {
      return [
        `${entry.jobId}: the gateway refused a ${entry.kind} (${why.status} ${String(why.code)}): ${why.message}`,
      ];
    }
    const decision = decideConflict(
      { by: entry.author ?? 'driver', outcome: entry.payload.job_outcome_status },
      why.conflict,
    );
    return decision.action === 'attention' && decision.message === why.message
      ? []
      : [`${entry.jobId}: a change needs attention that the policy decides as ${decision.action}`];
  });
}

/** The phone shows each decision: a notice for a change kept as a record, the message on one needing attention. */
export function checkFatesOnPhone(
  fates: readonly ConflictFate[],
  notices: readonly ConflictNotice[],
  attention: readonly StoredOutboxEntry[],
): string[] {
  const problems: string[] = [];
  for (const { row, decision } of fates) {
    if (
      decision.action === 'keepTheirs' &&
      !notices.some((n) => n.jobId === row.job_id && n.message === decision.message)
    ) {
      problems.push(`${row.job_id}: no notice says "${decision.message}"`);
    }
    const waiting = attention
      .filter((entry) => entry.jobId === row.job_id)
      .map((entry) => entry.attention?.message);
    if (decision.action === 'attention' && !waiting.includes(decision.message)) {
      problems.push(`${row.job_id}: the change needing attention does not say "${decision.message}"`);
    }
  }
  return problems;
}

/**
 * No applied change of the user overwrote an outcome someone else set after the
 * revision it was based on (its If-Match), and, once jobs carry revisions, every
 * change of the user named one.
 */
export function checkNoSilentOverwrite(
  username: string,
  updates: readonly UpdateRow[],
  baseOf: (key: string) => number | null | undefined,
): string[] {
  const problems: string[] = [];
  for (const row of updates.filter((r) => r.username === username)) {
    const base = row.idempotency_key === null ? undefined : baseOf(row.idempotency_key);
    if (base === null || base === undefined) {
      if (row.revision !== undefined)
        problems.push(`${row.job_id}: a change was sent without the revision it was based on`);
      continue;
    }
    const overwritten = updates.filter(
      (other) =>
        other.job_id === row.job_id &&
        other.username !== username &&
        (other.outcome ?? null) !== null &&
        (other.revision ?? 0) > base &&
        (other.revision ?? 0) < (row.revision ?? 0),
    );
    if (overwritten.length > 0)
      problems.push(`${row.job_id}: a change based on r${base} overwrote r${overwritten[0]?.revision}`);
  }
  return problems;
}
