/**
 * What needs the office today: each change refused as a conflict, each failed and each suspended job, with
 * the reason in words (the reason code's text where the code is known, a suspension's reason and note,
 * what the refused change had recorded), newest first.
 */
import { refusedChange } from '@domain/evidence/evidence-conflicts';
import { JobOutcomeStatus } from '@domain/job/enums';
import type { OfficeItem } from '@domain/office/today-board';
import type { ReasonCode } from '@domain/reasons/reason-code';
import { changeName } from '@domain/sync/conflict-policy';
import type { BoardJobRow, ConflictRow } from './today-board-rows';

/** What a job or a refused change recorded, in words ('' when nothing). */
function recordedWords(recorded: unknown, reasonCodes: readonly ReasonCode[], withOutcome: boolean): string {
  const { outcome, reasonPath, note } = refusedChange(recorded, reasonCodes);
  return [...(withOutcome ? [outcome] : []), reasonPath.join(' › '), note]
    .filter((part) => part !== '')
    .join(' — ');
}

function outcomeOf(payload: unknown): JobOutcomeStatus | null {
  const status =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>).job_outcome_status
      : undefined;
  return status === 1 || status === 2 || status === 3 || status === 4 || status === 5 ? status : null;
}

/** The reason a conflict needs the office: who sent what, refused because the job had changed. */
export function conflictReason(conflict: ConflictRow, reasonCodes: readonly ReasonCode[]): string {
  const author = conflict.author_name ?? conflict.username;
  const what = recordedWords(conflict.payload, reasonCodes, true);
  const sent = `${author}'s ${changeName(outcomeOf(conflict.payload))} was refused: the job had changed since`;
  return what === '' ? sent : `${sent} (${what})`;
}

/** The names the items need: each job's and each driver's. */
export interface OfficeItemContext {
  jobs: ReadonlyMap<string, BoardJobRow>;
  driverName: (driverId: string) => string;
  reasonCodes: readonly ReasonCode[];
}

function itemOfJob(job: BoardJobRow, context: OfficeItemContext): Omit<OfficeItem, 'kind' | 'reason' | 'at'> {
  return {
    job_id: job.id,
    job_number: job.job_number,
    customer_name: job.document.customer[0]?.name ?? '',
    driver_name: context.driverName(job.driver_id),
  };
}

/** The items of the day, newest first. */
export function officeItems(
  jobs: readonly BoardJobRow[],
  conflicts: readonly ConflictRow[],
  context: OfficeItemContext,
): OfficeItem[] {
  const items: OfficeItem[] = [];
  for (const conflict of conflicts) {
    const job = context.jobs.get(conflict.job_id);
    if (!job) continue;
    items.push({
      kind: 'conflict',
      ...itemOfJob(job, context),
      reason: conflictReason(conflict, context.reasonCodes),
      at: new Date(conflict.received_at).toISOString(),
    });
  }
  for (const job of jobs) {
    const status = job.job_outcome_status;
    if (status !== JobOutcomeStatus.Failed && status !== JobOutcomeStatus.Suspended) continue;
    const words = recordedWords(job.document, context.reasonCodes, false);
    items.push({
      kind: status === JobOutcomeStatus.Failed ? 'failed' : 'suspended',
      ...itemOfJob(job, context),
      reason: words === '' ? 'No reason recorded' : words,
      at: new Date(job.outcome_at ?? job.updated_at).toISOString(),
    });
  }
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
