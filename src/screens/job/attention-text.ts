/**
 * The words of a job's "needs attention" panel and of the
 * conflict notices: what was not sent, when it was saved, what
 * Discard means, and what Retry and Discard did.
 */
import type { AttentionItem, ConflictNotice } from '../../engine';
import { formatDateTimeEnGb } from '@domain/time/dates';

/** The heading of an item: what was not sent. */
export function attentionHeading(kind: AttentionItem['kind']): string {
  if (kind === 'draUpdate') return 'Your risk assessment was not sent';
  if (kind === 'adminJobUpdate') return 'Your completion of this job was not sent';
  return 'Your update to this job was not sent';
}

/** e.g. 'Saved on this phone on 23/11/2026 14:05. Stopped sending on 23/11/2026 14:07.' */
export function attentionTimes(item: Pick<AttentionItem, 'savedAt' | 'at'>): string {
  return (
    `Saved on this phone on ${formatDateTimeEnGb(item.savedAt)}. ` +
    `Stopped sending on ${formatDateTimeEnGb(item.at)}.`
  );
}

/** The confirmation before a discard: what discarding means. */
export const DISCARD_CONFIRMATION =
  'This change will not be sent to the office. It stays on this phone, recorded as discarded, ' +
  'and its photos stay on this phone. Discard it?';

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
