/**
 * The admins' Messages tab of a job: the wire shape of GET apiPaths.jobMessages(id), which the gateway's
 * answer is typed by and the engine checks an answer against. The recipient is masked by the gateway.
 */
import * as v from 'valibot';
import { MESSAGE_KINDS } from './message-kind';

/** Where a message stands: waiting (or held in quiet hours), sent to the provider, kept for the office, skipped, failed. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'kept', 'skipped', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const CustomerMessageSchema = v.object({
  kind: v.picklist(MESSAGE_KINDS),
  /** The masked number or e-mail (domain/customer/message-recipient.ts). */
  to: v.string(),
  body: v.string(),
  status: v.picklist(MESSAGE_STATUSES),
  /** When it was written (ISO 8601). */
  createdAt: v.string(),
  /** When it goes, or went, out: later than createdAt when held in quiet hours (ISO 8601). */
  notBefore: v.string(),
  /** When the provider took it or it was kept (ISO 8601), null before. */
  sentAt: v.nullable(v.string()),
  /** The last try's error (never a secret), null when none failed. */
  lastError: v.nullable(v.string()),
});
export type CustomerMessage = v.InferOutput<typeof CustomerMessageSchema>;

export const CustomerMessageListSchema = v.object({
  jobId: v.string(),
  messages: v.array(CustomerMessageSchema),
});
export type CustomerMessageList = v.InferOutput<typeof CustomerMessageListSchema>;

/** What the engine answers the Messages tab: the list, or the message to show in its place. */
export type CustomerMessagesResult =
  { ok: true; value: CustomerMessageList } | { ok: false; message: string };
