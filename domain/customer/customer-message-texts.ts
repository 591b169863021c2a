/** What the admins' Messages tab says (Doorstep's own texts, not in the spec). */
import type { MessageStatus } from './customer-message-list';

export const customerMessageTexts = {
  offline: 'The messages are kept on the server: connect to the internet to see them.',
  notFound: 'This job was not found, or its messages are not yours to see.',
  refused: "Only the office may see a job's customer messages.",
  unreadable: 'The messages the server sent could not be read. Please try again later.',
  none: 'No message has been written to this customer yet.',
  noContact:
    'Messages go to the customer’s first phone number, or their e-mail; a customer with neither gets none.',
} as const;

/** Each status in words. */
export const MESSAGE_STATUS_WORDS: Readonly<Record<MessageStatus, string>> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  kept: 'Kept for the office (no provider)',
  skipped: 'Not sent (quiet hours)',
  failed: 'Failed',
};
