/**
 * The retail webhook delivery log on the wire, shared by the gateway (which answers it) and the engine
 * (which checks the answer before the page draws it): GET apiPaths.retailWebhookLog with the query
 * RetailWebhookLogQuerySchema checks, POST apiPaths.retailWebhookResend(eventId). An entry says what was
 * sent and how it went; never the endpoint's URL, the body or a secret.
 */
import * as v from 'valibot';
import { anyText, oneOf, strictWireObject, wholeNumberOrDigits } from './wire-checks';

/** Where a webhook stands: waiting for its next try, taken by the retailer, or given up after 24 h. */
export const RETAIL_WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type RetailWebhookStatus = (typeof RETAIL_WEBHOOK_STATUSES)[number];

/** Entries per page of the log. */
export const RETAIL_WEBHOOK_LOG_PAGE_SIZE = 50;

/** The log's query: one retailer (blank: all), one status (blank: all), the page from 1. */
export const RetailWebhookLogQuerySchema = strictWireObject({
  retailer: v.optional(anyText(100)),
  status: v.optional(
    v.union([v.literal(''), oneOf(RETAIL_WEBHOOK_STATUSES)], 'must be "pending", "delivered" or "failed"'),
  ),
  page: v.optional(wholeNumberOrDigits(1, 10_000)),
});

/** One webhook of the log. Times are ISO 8601 instants. */
export const RetailWebhookLogEntrySchema = v.object({
  eventId: v.string(),
  eventType: v.string(),
  retailerId: v.string(),
  jobId: v.string(),
  jobNumber: v.string(),
  status: v.picklist(RETAIL_WEBHOOK_STATUSES),
  /** Tries made so far. */
  attempts: v.number(),
  /** The last answer's status code, or null (no try yet, or no answer came). */
  lastStatus: v.nullable(v.number()),
  /** Why the last try failed ("answered 500", a network error), or null. */
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  /** When a pending webhook is tried next; null once delivered or failed. */
  nextAttemptAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
});
export type RetailWebhookLogEntry = v.InferOutput<typeof RetailWebhookLogEntrySchema>;

/** A page of the log, newest first, and every retailer the branch's log names (for the filter). */
export const RetailWebhookLogPageSchema = v.object({
  entries: v.array(RetailWebhookLogEntrySchema),
  retailers: v.array(v.string()),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
});
export type RetailWebhookLogPage = v.InferOutput<typeof RetailWebhookLogPageSchema>;
