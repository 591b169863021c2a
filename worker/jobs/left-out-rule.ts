/**
 * Which jobs the gateway left out of a driver's list stay on it, marked "no
 * longer assigned" (domain/job-list/left-out-jobs.ts): those of
 * the day with the logged-in driver's own changes waiting in the outbox
 * (unsent, or needing attention). Never another user's (a shared phone), and
 * none on an admin's list.
 */
import type { LoginStatus } from '@domain/accounts/login-status';
import { isAdmin } from '@domain/accounts/login-status';
import type { LeftOutRule } from '@domain/job-list/left-out-jobs';
import type { EngineStorage } from '@worker-shared/db/storage';

/** The rule for the list of `date`; null for admins and when nobody is logged in. */
export async function leftOutRuleFor(
  storage: Pick<EngineStorage, 'outboxEntries'>,
  login: LoginStatus | null,
  date: string,
): Promise<LeftOutRule | null> {
  if (login === null || isAdmin(login)) return null;
  const entries = await storage.outboxEntries();
  const own = entries.filter((entry) => entry.owner === login.userName);
  return { day: date, waitingJobIds: new Set(own.map((entry) => entry.jobId)) };
}
