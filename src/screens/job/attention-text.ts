/**
 * The words of a job's "needs attention" panel and of the
 * conflict notices: what was not sent, when it was saved, what
 * Discard means, and what Retry and Discard did.
 */
import type { AttentionItem, ConflictNotice } from '../../engine';
import { formatDateTimeEnGb } from '@domain/time/dates';
import type { Session } from '@domain/accounts/routes';

/** Where the session's unsent work is kept: a driver's on the phone, an admin's in the browser at the desk. */
function keptWhere(session: Session): string {
  return session === 'admin' ? 'in this browser' : 'on this phone';
}

/** The heading of an item: what was not sent. */
export function attentionHeading(kind: AttentionItem['kind']): string {
  if (kind === 'draUpdate') return 'Your risk assessment was not sent';
  if (kind === 'adminJobUpdate') return 'Your completion of this job was not sent';
  return 'Your update to this job was not sent';
}

/** e.g. 'Saved on this phone on 23/11/2026 14:05. Stopped sending on 23/11/2026 14:07.' ('in this browser' for admins) */
export function attentionTimes(
  item: Pick<AttentionItem, 'savedAt' | 'at'>,
  session: Session = 'driver',
): string {
  return (
    `Saved ${keptWhere(session)} on ${formatDateTimeEnGb(item.savedAt)}. ` +
    `Stopped sending on ${formatDateTimeEnGb(item.at)}.`
  );
}

/** The confirmation before a discard: what discarding means, where the change and its photos stay. */
export function discardConfirmation(session: Session): string {
  const where = keptWhere(session);
  return (
    `This change will not be sent to the office. It stays ${where}, recorded as discarded, ` +
    `and its photos stay ${where}. Discard it?`
  );
}

/** The driver's confirmation. */
export const DISCARD_CONFIRMATION = discardConfirmation('driver');

/** The confirmation's buttons. */
export const discardButtons = [
  { text: 'Keep it', value: 'keep' },
  { text: 'Discard', value: 'discard', tone: 'danger' },
] as const;

/** What the panel says after the engine took a Retry or a Discard. */
export const attentionResults = {
  retried: 'Sending the change again.',
  discarded: 'The change was discarded. It will not be sent.',
} as const;

/** A notice's line: the policy's message and when the sync settled it. */
export function noticeTime(notice: Pick<ConflictNotice, 'at'>): string {
  return `Settled on ${formatDateTimeEnGb(notice.at)}.`;
}
