/**
 * One signed webhook post, as both outboxes make it (server/webhooks/leased-outbox-sender.ts): the exact body, the
 * Doorstep-Signature of it and the event id; a redirect is not followed, so the signed event goes only where
 * the setting says. Any 2xx answer takes the event.
 */
import type { OutboxTry } from './leased-outbox-sender';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

/** What is posted. */
export interface SignedPost {
  url: string;
  secret: string;
  eventId: string;
  /** The exact JSON text that is signed and posted. */
  body: string;
}

/** Posts the event signed at `at`; throws when no answer comes (network error, abort, timeout). */
export async function postSigned(post: SignedPost, at: Date, signal: AbortSignal): Promise<OutboxTry> {
  const answer = await fetch(post.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(post.secret, post.body, at),
      [EVENT_ID_HEADER]: post.eventId,
    },
    body: post.body,
    redirect: 'manual',
    signal,
  });
  await answer.body?.cancel().catch(() => undefined);
  const taken = answer.status >= 200 && answer.status < 300;
  return { status: answer.status, error: taken ? null : `answered ${answer.status}` };
}
