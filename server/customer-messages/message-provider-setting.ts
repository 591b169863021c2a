/**
 * Where customer messages are posted (MESSAGE_PROVIDER_WEBHOOK): one endpoint `{"url": "…", "secret": "…"}`
 * of the firm's SMS or e-mail provider, read as a retail endpoint is (server/webhooks/retail-webhook-setting.ts).
 * Unset: no provider, and messages are kept for the office to read. A bad value stops the start with a
 * message that never repeats the secret.
 */
import { webhookEndpoint } from '../webhooks/retail-webhook-setting';
import type { RetailWebhookEndpoint } from '../webhooks/retail-webhook-setting';

/** The provider's endpoint and the secret posts are signed with. */
export type MessageProvider = RetailWebhookEndpoint;

const SETTING = 'MESSAGE_PROVIDER_WEBHOOK';

/** The provider of the setting's JSON text, or null when it is missing or blank. */
export function parseMessageProvider(text: string | undefined): MessageProvider | null {
  if (text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${SETTING} must be JSON: {"url": "…", "secret": "…"}`);
  }
  return webhookEndpoint(value, SETTING);
}
