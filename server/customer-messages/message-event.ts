/**
 * The body of a `customer.message` post to the provider: whom to tell and what to say, under the message's
 * event id (the same on every try, so the provider sends a text once however often it is posted).
 */
import type { MessageKind } from '@domain/customer/message-kind';
import type { ClaimedMessage } from './message-outbox';

/** The event type of a customer message. */
export const CUSTOMER_MESSAGE = 'customer.message';

/** A customer.message event as posted (JSON). */
export interface CustomerMessageEvent {
  id: string;
  type: typeof CUSTOMER_MESSAGE;
  /** When the message was written (ISO 8601, UTC). */
  created: string;
  data: {
    job_id: string;
    kind: MessageKind;
    /** The phone number or e-mail address. */
    to: string;
    body: string;
  };
}

/** The event of a claimed message. */
export function customerMessageEvent(message: ClaimedMessage): CustomerMessageEvent {
  return {
    id: message.eventId,
    type: CUSTOMER_MESSAGE,
    created: message.createdAt.toISOString(),
    data: { job_id: message.jobId, kind: message.kind, to: message.recipient, body: message.body },
  };
}
