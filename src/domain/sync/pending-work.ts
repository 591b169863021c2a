/**
 * What a user still has waiting on the device (DESIGN rule 9), and how ending
 * the session with it waiting is put to them: nothing is dropped, it is sent
 * after their next login.
 */

/** The logged-in user's unsynced changes (outbox entries) and photos not yet uploaded. */
export interface PendingWork {
  changes: number;
  photos: number;
}

/** The button that keeps the session. */
export const STAY_LOGGED_IN_LABEL = 'Cancel';
/** The button that logs out with work waiting. */
export const LOGOUT_ANYWAY_LABEL = 'Log out anyway';
/** The button that changes CDC with work waiting. */
export const CHANGE_CDC_ANYWAY_LABEL = 'Change CDC anyway';

/** True when anything waits. */
export function hasPendingWork(work: PendingWork): boolean {
  return work.changes + work.photos > 0;
}

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The confirmation before a logout or Change CDC with work waiting, e.g. "You have 2
 * unsynced changes. They are kept on this device and will be sent after you next log in."
 */
export function pendingWorkMessage(work: PendingWork): string {
  const parts: string[] = [];
  if (work.changes > 0) parts.push(counted(work.changes, 'unsynced change', 'unsynced changes'));
  if (work.photos > 0) parts.push(`${counted(work.photos, 'photo', 'photos')} not yet uploaded`);
  const single = work.changes + work.photos === 1;
  return (
    `You have ${parts.join(' and ')}. ${single ? 'It is' : 'They are'} kept on this device ` +
    'and will be sent after you next log in.'
  );
}
