/**
 * How long a conflict notice ("Changed by the office") stays on the phone. A
 * notice is evidence that the driver's change was not applied, so it stays
 * until its driver dismisses it; one nobody dismissed goes after
 * NOTICE_RETENTION_DAYS, when the engine starts.
 */
import type { EngineStorage } from '@worker-shared/db/storage';

/** Notices settled longer ago than this are dropped at start. */
export const NOTICE_RETENTION_DAYS = 35;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops the notices settled more than NOTICE_RETENTION_DAYS before now (ms); logs how many went. */
export async function dropOldNotices(
  storage: Pick<EngineStorage, 'dropConflictNoticesBefore'>,
  now: number,
  log: (message: string) => void,
): Promise<void> {
  const dropped = await storage.dropConflictNoticesBefore(now - NOTICE_RETENTION_DAYS * DAY_MS);
  if (dropped > 0) log(`${dropped} conflict notice(s) older than ${NOTICE_RETENTION_DAYS} days dropped`);
}
