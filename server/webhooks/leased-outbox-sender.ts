/**
 * The sender loop every outbox of the gateway runs (the retail webhooks, the customer messages): it claims due
 * rows of its table with FOR UPDATE SKIP LOCKED and a lease, hands each to its delivery, and writes the result
 * under the claim: taken, failed, or pending again after a backoff (server/webhooks/webhook-backoff.ts). It is
 * woken by its table's NOTIFY (any gateway's), after its listener reconnects, and by a poll timer as a
 * backstop (retries fall due without a notification). Closing aborts the deliveries in flight without writing
 * their results: their rows keep the lease, which expires, and a sender (this gateway restarted or another)
 * delivers them again. Delivery is therefore at least once; receivers deduplicate on the row's event id.
 */
import type { Database } from '../db/database';
import { DEFAULT_RETRY_TIMING, nextAttemptAt } from './webhook-backoff';
import type { WebhookRetryTiming } from './webhook-backoff';

/** A sender's timing. */
export interface OutboxSenderTiming extends WebhookRetryTiming {
  /** How long a claim holds its rows; longer than a delivery may take, so no two senders hold one row. */
  leaseMs: number;
  /** How long a delivery may take before it counts as failed. */
  timeoutMs: number;
  /** How often due rows are looked for without a notification (retries, a missed NOTIFY). */
  pollMs: number;
  /** The most rows one claim takes (delivered side by side). */
  batchSize: number;
}

/** The production timing. */
export const DEFAULT_SENDER_TIMING: OutboxSenderTiming = {
  ...DEFAULT_RETRY_TIMING,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  pollMs: 5_000,
  batchSize: 20,
};

/** The lease must outlast a delivery by this much (clock skew between gateways, the result's write). */
const LEASE_MARGIN_MS = 5_000;

/** A claimed row: the sender holds it until claimedUntil. */
export interface OutboxClaim {
  id: string;
  /** Tries made before this one. */
  attempts: number;
  createdAt: Date;
  claimedUntil: Date;
}

/** How one try ended. */
export interface OutboxTry {
  /** The receiver's answer status, or null when no answer came (network error, timeout) or none was asked. */
  status: number | null;
  /** Why the try failed (never a secret), or null when it was taken. */
  error: string | null;
  /** The try failed for good (nothing could ever take the row): no retry. */
  final?: boolean;
}

/** What a try's result makes of the row. */
export type OutboxOutcome =
  { status: 'delivered'; at: Date } | { status: 'failed' } | { status: 'pending'; nextAttempt: Date };

/** One outbox table as its sender sees it. */
export interface OutboxTable<Row extends OutboxClaim> {
  /** What log lines call the outbox ("retail webhooks"). */
  name: string;
  /** The NOTIFY channel of the table in the handle's schema. */
  channel(db: Database): Promise<string>;
  /** Claims up to `limit` due rows (pending, not held by a live lease) until `until`. */
  claimDue(db: Database, now: Date, until: Date, limit: number): Promise<Row[]>;
  /** Writes a try's result under the claim; a claim that lost its lease writes nothing. */
  recordTry(db: Database, row: Row, result: OutboxTry, outcome: OutboxOutcome): Promise<void>;
  /** Delivers one row; `signal` aborts it when the sender closes or the try times out. */
  deliver(row: Row, signal: AbortSignal): Promise<OutboxTry>;
  /** How a row is named in a log line (never a secret or a recipient). */
  describe(row: Row): string;
}

/** What a sender works with. */
export interface OutboxSenderOptions<Row extends OutboxClaim> {
  db: Database;
  table: OutboxTable<Row>;
  now: () => Date;
  timing?: Partial<OutboxSenderTiming>;
  log?: (line: string) => void;
  /** The jitter's random source (0 ≤ x < 1). */
  random?: () => number;
}

/** An error's message (and its cause's), short enough for a row and a log line. */
export function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 300);
}

export class OutboxSender<Row extends OutboxClaim> {
  private readonly timing: OutboxSenderTiming;
  private readonly stop = new AbortController();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly options: OutboxSenderOptions<Row>) {
    this.timing = { ...DEFAULT_SENDER_TIMING, ...options.timing };
    if (this.timing.leaseMs < this.timing.timeoutMs + LEASE_MARGIN_MS)
      throw new Error(
        `The ${options.table.name} lease must be at least the post timeout plus ${LEASE_MARGIN_MS} ms`,
      );
  }

  /** Listens for queued rows, starts the poll timer and sends what is already due. */
  async start(): Promise<void> {
    const channel = await this.options.table.channel(this.options.db);
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
      .catch((error: unknown) => this.options.log?.(`${this.options.table.name}: ${errorText(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again) this.wake();
      });
  }

  /** Stops: no new claim, deliveries in flight aborted (their rows keep the lease), and waits for the round. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stop.abort();
    await this.unlisten?.().catch(() => undefined);
    await this.running;
  }

  private async drain(): Promise<void> {
    const { db, now, table } = this.options;
    for (;;) {
      if (this.stop.signal.aborted) return;
      const at = now();
      const claimed = await table.claimDue(
        db,
        at,
        new Date(at.getTime() + this.timing.leaseMs),
        this.timing.batchSize,
      );
      await Promise.all(claimed.map((row) => this.send(row)));
      if (claimed.length < this.timing.batchSize) return;
    }
  }

  private async send(row: Row): Promise<void> {
    const { db, now, log, table } = this.options;
    let result: OutboxTry;
    try {
      result = await table.deliver(
        row,
        AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.timing.timeoutMs)]),
      );
    } catch (error) {
      // Closing: the row keeps its lease and is delivered again after it expires.
      if (this.stop.signal.aborted) return;
      result = { status: null, error: errorText(error) };
    }
    const at = now();
    if (result.error === null) {
      await table.recordTry(db, row, result, { status: 'delivered', at });
      return;
    }
    const next = result.final
      ? null
      : nextAttemptAt(this.timing, row.attempts + 1, row.createdAt, at, this.options.random);
    log?.(
      `${table.describe(row)} try ${row.attempts + 1} failed: ${result.error}` +
        (next ? `; next try ${next.toISOString()}` : '; given up'),
    );
    await table.recordTry(
      db,
      row,
      result,
      next ? { status: 'pending', nextAttempt: next } : { status: 'failed' },
    );
  }
}
