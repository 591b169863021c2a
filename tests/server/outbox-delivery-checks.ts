/**
 * What the tests of a gateway stopped mid-send check of a receiver's posts: every queued event arrived; an
 * event came twice only when the stopped gateway had it in flight (at most one claim's worth), first before
 * the stop and again, with the same body, only once its lease had run out; none came twice before the stop.
 */
import { expect } from 'vitest';
import type { Database } from '@server/db/database';
import type { ReceivedPost } from '@e2e/support/webhook-receiver';

/** Waits until no row of the retail webhook outbox is left unsent (or the time is up); answers how many are. */
export async function unsentAfter(db: Database, timeoutMs: number): Promise<number> {
  const unsent = async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM retail_webhooks WHERE status <> 'delivered'`,
    );
    return row?.n ?? -1;
  };
  const until = Date.now() + timeoutMs;
  while ((await unsent()) !== 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return unsent();
}

/** The stop's expectations: when it happened, from when a repeat may come, and a claim's size. */
export interface StoppedSender {
  stoppedAt: number;
  repeatsFrom: number;
  batchSize: number;
}

/** Checks the posts against the queued event ids and the stop. */
export function expectEachOnceButWhatWasInFlight(
  posts: readonly ReceivedPost[],
  ids: readonly string[],
  stop: StoppedSender,
): void {
  expect(new Set(posts.map((p) => p.eventId))).toEqual(new Set(ids));
  const byId = new Map<string, ReceivedPost[]>();
  for (const post of posts) byId.set(post.eventId, [...(byId.get(post.eventId) ?? []), post]);
  const twice = [...byId.values()].filter((each) => each.length > 1);
  expect(twice.length).toBeGreaterThan(0);
  expect(twice.length).toBeLessThanOrEqual(stop.batchSize);
  for (const [first, second, ...more] of twice) {
    expect(more).toEqual([]);
    expect(first?.at).toBeLessThanOrEqual(stop.stoppedAt + 100);
    expect(second?.at).toBeGreaterThanOrEqual(stop.repeatsFrom);
    expect(second?.body).toBe(first?.body);
  }
  const beforeStop = posts.filter((p) => p.at <= stop.stoppedAt);
  expect(new Set(beforeStop.map((p) => p.eventId)).size).toBe(beforeStop.length);
}
