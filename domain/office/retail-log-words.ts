/**
 * The retail log's words (Doorstep's own texts, not in the spec): each webhook's event in words, where it
 * stands ("Sent 10:15", "Retrying, try 3, next at 10:21", "Failed after 24 h"), the last answer the retailer
 * gave, the resend's confirmation and the messages of a failed call. Times are the gateway's instants shown
 * as London time of day.
 */
import { formatTimeOfDay } from '../time/dates';
import type { RetailWebhookLogEntry } from '../gateway/retail-webhook-log-shapes';

/** The event types in words (any other type as sent). */
const EVENT_WORDS: Readonly<Record<string, string>> = {
  'job.updated': 'Job updated',
  'evidence_record.completed': 'Evidence record completed',
};

/** "Job updated", "Evidence record completed". */
export function eventTypeWords(eventType: string): string {
  return EVENT_WORDS[eventType] ?? eventType;
}

/** Where the webhook stands, in words. */
export function deliveryStatusWords(
  entry: Pick<RetailWebhookLogEntry, 'status' | 'attempts' | 'nextAttemptAt' | 'deliveredAt'>,
): string {
  if (entry.status === 'delivered') return `Sent ${formatTimeOfDay(entry.deliveredAt ?? '')}`.trim();
  if (entry.status === 'failed') return 'Failed after 24 h';
  const next = formatTimeOfDay(entry.nextAttemptAt ?? '');
  if (entry.attempts === 0) return next === '' ? 'Waiting to be sent' : `Waiting to be sent at ${next}`;
  return `Retrying, try ${entry.attempts + 1}, next at ${next}`;
}

/** The last answer: "Answered 500", the error when no answer came, or "Not tried yet". */
export function lastAnswerWords(entry: Pick<RetailWebhookLogEntry, 'lastStatus' | 'lastError'>): string {
  if (entry.lastStatus !== null) return `Answered ${entry.lastStatus}`;
  if (entry.lastError !== null) return `No answer: ${entry.lastError}`;
  return 'Not tried yet';
}

export const retailLogMessages = {
  title: 'Retail log',
  allRetailers: 'All retailers',
  noEntries: 'No webhook of your branch matches.',
  unreadable: 'The retail log the server sent could not be read. Please try again later.',
  offline:
    "The retail log needs a connection, and the server can't be reached. Try again when you're online.",
  notFound: 'This webhook was not found, or it is not your branch’s.',
  resent: 'Queued to be sent again now.',
} as const;

/** The resend's confirmation, in words. */
export function resendQuestion(entry: Pick<RetailWebhookLogEntry, 'eventType' | 'jobNumber'>): string {
  return `Send the “${eventTypeWords(entry.eventType)}” event of job ${entry.jobNumber} to the retailer again? It keeps its event id, so the retailer can tell it has had it.`;
}
