/**
 * The outcome promises of a chaos run, job by job: each outcome the driver saw
 * saved reached the gateway exactly once with its fields (applied, or, where
 * the conflict policy says so, kept as a record or left for the driver's
 * attention), in the order saved; no key was applied twice; no applied change
 * overwrote an outcome someone else set after the revision it was based on;
 * and each admin change is one row.
 */
import type { StoredOutboxEntry } from '@worker-shared/stored/outbox-entry';
import type { AdminChange } from './admin-desk';
import type { ConflictFate } from './conflict-fates';
import type { SavedOutcome } from './driver-ledger';
import type { UpdateRow } from './gateway-holds';

/** A change as far as the checks compare it: the outcome and the fields that go with it. */
type Fields = Omit<SavedOutcome, 'jobId'>;

/** The compared fields of a job update body (a suspension's note: the newest new job note it carries). */
export function fieldsOf(payload: UpdateRow['payload']): Fields {
  const outcome = payload.job_outcome_status;
  const note = payload.customer.flatMap((customer) => customer.notes).at(-1)?.note ?? '';
  return {
    outcome,
    ...(outcome === 4 ? { failedReason: payload.delivery_job.job_failed_reason ?? 0 } : {}),
    ...(outcome === 5
      ? { suspendReason: payload.job_suspend_reason as SavedOutcome['suspendReason'], note }
      : {}),
    ...(outcome === 1 ? { signedBy: payload.signed_by ?? '' } : {}),
  };
}

const describe = (fields: Fields) => JSON.stringify(fields, Object.keys(fields).sort());
const savedFields = ({ jobId: _jobId, ...fields }: SavedOutcome): Fields => fields;

/** One way a saved change can end: applied, kept as a record by the policy, or waiting for the driver. */
interface Fate {
  how: 'applied' | 'kept as a record' | 'needs attention';
  fields: Fields;
  at: number;
}

/** What the outcome checks found: broken promises and the lost and duplicated counts. */
export interface OutcomeFindings {
  problems: string[];
  lost: number;
  duplicated: number;
}

/** Checks one job's saved outcomes against the gateway's rows and the phone's attention entries. */
export function checkJobOutcomes(
  jobId: string,
  saved: readonly SavedOutcome[],
  driverRows: readonly UpdateRow[],
  fates: readonly ConflictFate[],
  attention: readonly StoredOutboxEntry[],
): OutcomeFindings {
  const problems: string[] = [];
  const finals: Fate[] = [
    ...driverRows.map((row) => ({
      how: 'applied' as const,
      fields: fieldsOf(row.payload),
      at: +new Date(row.received_at),
    })),
    ...fates
      .filter((fate) => fate.decision.action === 'keepTheirs')
      .map((fate) => ({
        how: 'kept as a record' as const,
        fields: fieldsOf(fate.row.payload),
        at: +new Date(fate.row.received_at),
      })),
  ].sort((a, b) => a.at - b.at);
  for (const entry of attention) {
    if (entry.kind === 'draUpdate') continue;
    finals.push({ how: 'needs attention', fields: fieldsOf(entry.payload), at: Number.MAX_SAFE_INTEGER });
  }
  const expected = saved.map(savedFields).map(describe);
  const found = finals.map((fate) => describe(fate.fields));
  let matched = 0;
  while (matched < expected.length && matched < found.length && expected[matched] === found[matched])
    matched += 1;
  if (matched < expected.length || matched < found.length) {
    problems.push(
      `${jobId}: the driver saved ${expected.join(' then ') || 'nothing'}; the gateway and phone hold ` +
        `${finals.map((fate) => `${fate.how} ${describe(fate.fields)}`).join(' then ') || 'nothing'}`,
    );
  }
  return {
    problems,
    lost: Math.max(0, expected.length - found.length),
    duplicated: Math.max(0, found.length - expected.length),
  };
}

/** Every idempotency key at most once among accepted updates (a repeat applied is a duplicate). */
export function checkKeysOnce(updates: readonly UpdateRow[]): OutcomeFindings {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const row of updates) {
    if (row.idempotency_key === null) problems.push(`${row.job_id}: an update was applied without a key`);
    else if (seen.has(row.idempotency_key))
      problems.push(`${row.job_id}: key ${row.idempotency_key} applied twice`);
    else seen.add(row.idempotency_key);
  }
  return { problems, lost: 0, duplicated: problems.length };
}

/** Each admin change the gateway accepted is exactly one admin row with its key, and there are no others. */
export function checkAdminChanges(
  changes: readonly AdminChange[],
  adminRows: readonly UpdateRow[],
): string[] {
  const keys = adminRows.map((row) => row.idempotency_key);
  const expected = changes.map((change) => change.idempotencyKey);
  const same = keys.length === expected.length && expected.every((key) => keys.includes(key));
  return same
    ? []
    : [`the admin made ${expected.length} changes; the gateway holds ${keys.length} admin rows`];
}
