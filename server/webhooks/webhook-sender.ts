/**
 * The retail webhook sender every gateway runs: it claims due rows of the outbox (server/webhooks/
 * webhook-outbox.ts), posts each signed to its endpoint and writes the result. It is woken by the NOTIFY of
 * each queued row (any gateway's), after its listener reconnects, and by a poll timer as a backstop (retries
 * fall due without a notification). Closing aborts the posts in flight without writing their results: their
 * rows keep the lease, which expires, and a sender (this gateway restarted or another) posts them again
 * under the same event id. Delivery is therefore at least once; receivers deduplicate on the event id.
 */
import type { Database } from '../db/database';
import { DEFAULT_RETRY_TIMING, nextAttemptAt } from './webhook-backoff';
import type { WebhookRetryTiming } from './webhook-backoff';
import { claimDueWebhooks, recordWebhookTry, webhookChannel } from './webhook-outbox';
import type { ClaimedWebhook, WebhookTry } from './webhook-outbox';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import { secretOf } from './retail-webhook-setting';
import type { RetailWebhookEndpoints } from './retail-webhook-setting';

/** A sender's timing. */
export interface WebhookSenderTiming extends WebhookRetryTiming {
  /** How long a claim holds its rows; longer than a post may take, so no two senders hold one row. */
  leaseMs: number;
  /** How long a post may take before it counts as failed. */
  timeoutMs: number;
  /** How often due rows are looked for without a notification (retries, a missed NOTIFY). */
  pollMs: number;
  /** The most rows one claim takes (posted side by side). */
  batchSize: number;
}

/** The production timing. */
export const DEFAULT_SENDER_TIMING: WebhookSenderTiming = {
  ...DEFAULT_RETRY_TIMING,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  pollMs: 5_000,
  batchSize: 20,
};

/** The lease must outlast a post by this much (clock skew between gateways, the result's write). */
const LEASE_MARGIN_MS = 5_000;

/** What a sender works with. */
export interface WebhookSenderOptions {
  db: Database;
  endpoints: RetailWebhookEndpoints;
  now: () => Date;
  timing?: Partial<WebhookSenderTiming>;
  log?: (line: string) => void;
  /** The jitter's random source (0 ≤ x < 1). */
  random?: () => number;
}

function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 300);
}

export class RetailWebhookSender {
  private readonly timing: WebhookSenderTiming;
  private readonly stop = new AbortController();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly options: WebhookSenderOptions) {
    this.timing = { ...DEFAULT_SENDER_TIMING, ...options.timing };
    if (this.timing.leaseMs < this.timing.timeoutMs + LEASE_MARGIN_MS)
      throw new Error(`The webhook lease must be at least the post timeout plus ${LEASE_MARGIN_MS} ms`);
  }

  /** Listens for queued rows, starts the poll timer and sends what is already due. */
  async start(): Promise<void> {
    const channel = await webhookChannel(this.options.db);
    this.unlisten = await this.options.db.listen(
      channel,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = setInterval(() => this.wake(), this.timing.pollMs);
    // The timer never keeps the process alive.
    this.timer.unref();
    this.wake();
  }

  /** Sends the due rows now (or right after the round under way). */
  wake(): void {
    if (this.stop.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.again = false;
    this.running = this.drain()
      .catch((error: unknown) => this.options.log?.(`retail webhooks: ${errorText(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again) this.wake();
      });
  }

  /** Stops: no new claim, posts in flight aborted (their rows keep the lease), and waits for the round. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stop.abort();
    await this.unlisten?.().catch(() => undefined);
    await this.running;
  }

  private async drain(): Promise<void> {
    const { db, now } = this.options;
    for (;;) {
      if (this.stop.signal.aborted) return;
      const at = now();
      const claimed = await claimDueWebhooks(
        db,
        at,
        new Date(at.getTime() + this.timing.leaseMs),
        this.timing.batchSize,
      );
      await Promise.all(claimed.map((row) => this.send(row)));
      if (claimed.length < this.timing.batchSize) return;
    }
  }

  private async send(row: ClaimedWebhook): Promise<void> {
    const { db, endpoints, now, log } = this.options;
    const secret = secretOf(endpoints, row.retailerId, row.url);
    if (secret === null) {
      // The setting no longer names the endpoint: nothing can sign the row, so it fails at once.
      await recordWebhookTry(
        db,
        row,
        { status: null, error: 'The endpoint is no longer configured' },
        { status: 'failed' },
      );
      return;
    }
    let result: WebhookTry;
    try {
      const answer = await fetch(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(secret, row.body, now()),
          [EVENT_ID_HEADER]: row.eventId,
        },
        body: row.body,
        // A redirect is not followed: the signed event goes only where the setting says.
        redirect: 'manual',
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.timing.timeoutMs)]),
      });
      await answer.body?.cancel().catch(() => undefined);
      const taken = answer.status >= 200 && answer.status < 300;
      result = { status: answer.status, error: taken ? null : `answered ${answer.status}` };
    } catch (error) {
      // Closing: the row keeps its lease and is posted again after it expires.
      if (this.stop.signal.aborted) return;
      result = { status: null, error: errorText(error) };
    }
    const at = now();
    if (result.error === null) {
      await recordWebhookTry(db, row, result, { status: 'delivered', at });
      return;
    }
    const next = nextAttemptAt(this.timing, row.attempts + 1, row.createdAt, at, this.options.random);
    log?.(
      `retail webhook ${row.eventId} (retailer ${row.retailerId}) try ${row.attempts + 1} failed: ${result.error}` +
        (next ? `; next try ${next.toISOString()}` : '; given up'),
    );
    await recordWebhookTry(
      db,
      row,
      result,
      next ? { status: 'pending', nextAttempt: next } : { status: 'failed' },
    );
  }
}
