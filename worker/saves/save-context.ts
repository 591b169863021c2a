/** What every outcome save starts from: the logged-in user, the stored job and the moment. */
import { isAdmin } from '@domain/accounts/login-status';
import type { LoginStatus } from '@domain/accounts/login-status';
import { messages } from '@domain/app/messages';
import type { StoredJob } from '@worker-shared/db/schema';
import type { EngineStorage } from '@worker-shared/db/storage';
import { findJobFor } from '../jobs/job-for-user';
import type { OutboxKind } from '@worker-shared/stored/outbox-entry';
import type { Job } from '@domain/job/job';
import type { ChangeAuthor } from '@domain/sync/conflict-policy';

/** The user, the job as stored and now (ms). */
export interface SaveContext {
  login: LoginStatus;
  stored: StoredJob;
  now: number;
}

/** The context, or the message when nobody is logged in or the job is unknown (or another user's). */
export async function saveContext(
  deps: { storage: EngineStorage; login(): LoginStatus | null; now(): number },
  jobId: string,
): Promise<SaveContext | { ok: false; message: string }> {
  const login = deps.login();
  if (login === null) return { ok: false, message: messages.loginExpired };
  const now = deps.now();
  const stored = await findJobFor(deps.storage, jobId, now, login.userName);
  if (!stored) return { ok: false, message: messages.somethingWentWrong };
  return { login, stored, now };
}

/** Drivers use the job update call, admins the admin update call (product rules 6.1 and 6.2). */
function jobUpdateKind(login: LoginStatus): Extract<OutboxKind, 'jobUpdate' | 'adminJobUpdate'> {
  return isAdmin(login) ? 'adminJobUpdate' : 'jobUpdate';
}

/**
 * Which job update an outbox entry is: the call (product rules 6.1 and 6.2), who made it (the
 * conflict policy's input) and the stored job's revision it is based on (sent
 * as If-Match; null when the job came without one, which sends it unconditionally).
 */
export function jobUpdateOrigin(login: LoginStatus, job: Job) {
  const kind = jobUpdateKind(login);
  const author: ChangeAuthor = kind === 'adminJobUpdate' ? 'admin' : 'driver';
  return { kind, author, baseRevision: job.revision ?? null };
}
