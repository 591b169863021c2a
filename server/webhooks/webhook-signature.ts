/**
 * The Doorstep-Signature header, as Stripe signs its webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed by the endpoint's secret>`. The timestamp is inside what is signed, so a receiver that
 * refuses an old t (docs/security.md: five minutes) refuses a replayed post too.
 */
import { createHmac } from 'node:crypto';

/** The headers every retail webhook carries. */
export const SIGNATURE_HEADER = 'Doorstep-Signature';
export const EVENT_ID_HEADER = 'Doorstep-Event-Id';

/** The hex HMAC-SHA256 of "<t>.<body>". */
export function webhookDigest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Doorstep-Signature value for a body posted at the time. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${webhookDigest(secret, t, body)}`;
}
