/**
 * The conflict policy (architecture rule 4; docs/architecture.md "When two people
 * change one job"). A change is sent based on the job revision it was made on;
 * when someone else changed the job since, the gateway refuses it with 409
 * JOB_CHANGED, keeps the refused change (and so its evidence) as a record, and
 * lists the other people's changes. This pure function decides what the
 * engine does with the refused change and what the user is told:
 *
 *   other changes since my base        mine by     decision
 *   ─────────────────────────────────  ─────────   ───────────────────────────────────────────
 *   an admin decided the outcome       anyone      keepTheirs: the admin's outcome stands; mine
 *                                                  stays at the gateway as a record, the job
 *                                                  shows theirs and a notice says so
 *   a driver decided the outcome       anyone      attention: the user chooses (Retry sends mine
 *                                                  on top, based on the new revision; Discard)
 *   nobody changed the outcome         anyone      resend: mine is sent again on the new revision
 *
 * "Decided the outcome" means the change moved job_outcome_status. The latest
 * such change names who and when.
 */
import { jobOutcomeLabels } from '../job/enums';
import type { JobOutcomeStatus } from '../job/enums';
import { formatDateTimeEnGb } from '../time/dates';

/** Who made a change. */
export type ChangeAuthor = 'driver' | 'admin';

/** One change someone else made since the refused change's base revision (from the 409 body). */
export interface OtherChange {
  by: ChangeAuthor;
  username: string;
  /** ISO instant the gateway received it. */
  at: string;
  /** The job's revision after it. */
  revision: number;
  /** The outcome it set, or null when it left job_outcome_status as it was. */
  outcome: JobOutcomeStatus | null;
}

/** The refused change, as the phone knows it. */
export interface RefusedChange {
  by: ChangeAuthor;
  /** The outcome it sets, or null when it sets none. */
  outcome: JobOutcomeStatus | null;
}

/** What the engine does with the refused change. */
export type ConflictDecision =
  { action: 'keepTheirs'; message: string } | { action: 'attention'; message: string } | { action: 'resend' };

/** "completion", "failure", "suspension" or "change": what the refused change was, in the user's words. */
export function changeName(outcome: JobOutcomeStatus | null): string {
  if (outcome === 1 || outcome === 2) return 'completion';
  if (outcome === 4) return 'failure';
  if (outcome === 5) return 'suspension';
  return 'change';
}

/** The latest change among them that decided the outcome, or null. */
function latestDecision(
  changes: readonly OtherChange[],
): (OtherChange & { outcome: JobOutcomeStatus }) | null {
  const decided = changes.filter((c): c is OtherChange & { outcome: JobOutcomeStatus } => c.outcome !== null);
  return decided.reduce<(typeof decided)[number] | null>(
    (latest, c) => (latest === null || c.revision > latest.revision ? c : latest),
    null,
  );
}

/** Decides a 409 JOB_CHANGED by the table above. */
export function decideConflict(mine: RefusedChange, theirs: readonly OtherChange[]): ConflictDecision {
  const decision = latestDecision(theirs);
  if (decision === null) return { action: 'resend' };
  const who = decision.by === 'admin' ? `An admin (${decision.username})` : decision.username;
  const what = `${who} marked this job "${jobOutcomeLabels[decision.outcome]}" at ${formatDateTimeEnGb(decision.at)}.`;
  const yours = `Your ${changeName(mine.outcome)}`;
  if (decision.by === 'admin') {
    return { action: 'keepTheirs', message: `${what} ${yours} was kept as a record and not applied.` };
  }
  return {
    action: 'attention',
    message: `${what} ${yours} was not sent. Retry to send it on top, or discard it.`,
  };
}
