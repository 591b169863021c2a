/**
 * The office board's feed on test timers (product rule 2.22): a stream gone silent past the keep-alives is
 * taken for dropped and resumed from the shown version; repeated failures turn to polling every 10 s, and
 * the stream is tried again after six polls.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { ApiRequest } from '@worker-shared/api/api-client';
import type { ApiResult } from '@worker-shared/api/api-result';
import type { TodayBoardFeedState } from '@worker/engine-shapes';
import {
  POLL_INTERVAL_MS,
  POLLS_BEFORE_STREAM_RETRY,
  SILENT_STREAM_MS,
  TodayBoardFeed,
} from '@worker/office/today-board-feed';
import { TestClock, TestTimers } from '../support/engine-harness';
import { boardAt, boardEvent, eventStream } from '../support/today-board-fixture';

/** A feed whose calls the test answers: streams in order (then 503s), the poll with a board. */
function feedWorld() {
  const clock = new TestClock(Date.UTC(2026, 10, 28, 10, 0, 0));
  const timers = new TestTimers(clock);
  const streams: ReturnType<typeof eventStream>[] = [];
  const calls: ApiRequest[] = [];
  const shown: (TodayBoardFeedState | null)[] = [];
  const feed = new TodayBoardFeed({
    send: (call): Promise<ApiResult> => {
      calls.push(call);
      if (call.path === apiPaths.officeToday)
        return Promise.resolve({ ok: true, status: 200, json: boardAt('9') });
      const next = streams.shift();
      // As fetch does: the call's signal ends its stream.
      call.signal?.addEventListener('abort', () => next?.fail());
      return Promise.resolve(
        next
          ? { ok: true, status: 200, json: undefined, response: next.response }
          : { ok: false, status: 503, message: 'Service unavailable', json: undefined },
      );
    },
    publish: (state) => shown.push(state),
    online: () => true,
    now: clock.now,
    random: () => 0,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    log: () => undefined,
  });
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 10));
  return { feed, streams, calls, shown, advance: (ms: number) => timers.advance(ms, flush), flush };
}

describe('the office board feed on test timers', () => {
  it('takes a stream silent for 45 s for dropped and resumes it from the shown version', async () => {
    const { feed, streams, calls, shown, advance, flush } = feedWorld();
    const first = eventStream();
    streams.push(first, eventStream());
    feed.watch();
    await flush();
    first.send(boardEvent(boardAt('4'), '4'));
    await flush();
    expect(shown.at(-1)).toMatchObject({ feed: 'live', board: { version: '4' } });

    await advance(SILENT_STREAM_MS - 1000);
    first.send(': keep-alive\n\n');
    await flush();
    await advance(SILENT_STREAM_MS - 1000);
    expect(calls).toHaveLength(1);
    await advance(1000);
    await advance(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers).toEqual({ 'Last-Event-ID': '4' });
    feed.unwatch();
    expect(shown.at(-1)).toBeNull();
  });

  it('polls every 10 s after three failed streams, then tries a fresh stream after six polls', async () => {
    const { feed, calls, shown, advance, flush } = feedWorld();
    feed.watch();
    await flush();
    await advance(1000);
    await advance(2000);
    const paths = () => calls.map((call) => (call.path === apiPaths.officeToday ? 'poll' : 'stream'));
    expect(paths()).toEqual(['stream', 'stream', 'stream', 'poll']);
    expect(shown.at(-1)).toMatchObject({ feed: 'polling', board: { version: '9' } });
    await advance(POLL_INTERVAL_MS * (POLLS_BEFORE_STREAM_RETRY - 1));
    expect(paths().filter((path) => path === 'poll')).toHaveLength(POLLS_BEFORE_STREAM_RETRY);
    const before = calls.length;
    await advance(POLL_INTERVAL_MS);
    // A fresh stream (no Last-Event-ID: its first board must come within 10 s); refused here three times, so polling again.
    expect(paths().slice(before)).toEqual(['stream', 'stream', 'stream', 'poll']);
    expect(calls[before]?.headers).toBeUndefined();
    feed.unwatch();
  });
});
