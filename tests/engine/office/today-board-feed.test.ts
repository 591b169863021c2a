/**
 * The office board's feed in the engine (product rule 2.22): an admin's watch reads the event stream with
 * the session's token in the header, shows each good board, keeps the last good one past a bad event,
 * resumes a dropped stream with Last-Event-ID, polls where streaming is blocked, and stops offline and on
 * unwatch. The gateway is real (login, token); the board answers are the test's.
 */
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoDriver } from '@server/seed/demo-accounts';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { EngineSnapshot } from '@worker/engine-shapes';
import { UNREADABLE_BOARD, reconnectDelayMs } from '@worker/office/today-board-feed';
import { jsonResponse } from '../support/engine-harness';
import type { EngineHarness, RecordedRequest } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';
import { boardAt, boardEvent, eventStream } from '../support/today-board-fixture';

const gateway = useTestGateway({ testRoutes: true });

/** Answers the board's calls: streams handed out in order, a JSON board for the poll. */
function boardAnswers() {
  const streams: ReturnType<typeof eventStream>[] = [];
  const opened: RecordedRequest[] = [];
  const answers = {
    streams,
    opened,
    /** What the stream call answers when no stream is queued. */
    blocked: null as Response | null,
    polled: boardAt('7'),
    intercept: (request: RecordedRequest): Response | undefined => {
      if (request.path === apiPaths.officeTodayEvents) {
        opened.push(request);
        const next = streams.shift();
        return next?.response ?? answers.blocked?.clone() ?? new Response(null, { status: 503 });
      }
      if (request.path === apiPaths.officeToday) return jsonResponse(200, answers.polled);
      return undefined;
    },
  };
  return answers;
}

async function until(h: EngineHarness, check: (snapshot: EngineSnapshot) => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check(h.latest())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(h.latest().todayBoard)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the office board feed', () => {
  it('shows each board of the stream, keeps the last good one past a bad event, and resumes from its version', async () => {
    const answers = boardAnswers();
    const first = eventStream();
    const second = eventStream();
    answers.streams.push(first, second);
    const h = await gateway.loggedIn({ account: demoAdmin, intercept: answers.intercept, random: () => 0 });

    await h.engine.watchTodayBoard();
    expect(h.latest().todayBoard).toMatchObject({ feed: 'connecting', board: null });
    first.send(': keep-alive\n\n');
    first.send(boardEvent(boardAt('3'), '3'));
    await until(h, (s) => s.todayBoard?.board?.version === '3', 'the first board');
    expect(h.latest().todayBoard).toMatchObject({ feed: 'live', problem: null });
    const [call] = answers.opened;
    expect(call?.headers.authorization).toMatch(/^Bearer .+/);
    expect(call?.url).not.toMatch(/token|bearer/i);
    expect(call?.headers['last-event-id']).toBeUndefined();

    first.send(boardEvent({ ...boardAt('4'), vans: 'none' }, '4'));
    await until(h, (s) => s.todayBoard?.problem === UNREADABLE_BOARD, 'the problem');
    expect(h.latest().todayBoard?.board?.version).toBe('3');

    first.end();
    await until(h, () => answers.opened.length === 2, 'the reconnect');
    expect(answers.opened[1]?.headers['last-event-id']).toBe('3');
    second.send(boardEvent(boardAt('5', 2), '5'));
    await until(h, (s) => s.todayBoard?.board?.version === '5', 'the resumed board');
    expect(h.latest().todayBoard?.board?.vans[0]?.progress.done).toBe(2);

    await h.engine.unwatchTodayBoard();
    expect(h.latest().todayBoard).toBeNull();
    await h.engine.close();
  });

  it('polls every 10 s where the answer is not an event stream, and stops offline keeping the board', async () => {
    const answers = boardAnswers();
    answers.blocked = jsonResponse(200, boardAt('6'));
    const h = await gateway.loggedIn({ account: demoAdmin, intercept: answers.intercept, random: () => 0 });

    await h.engine.watchTodayBoard();
    await until(h, (s) => s.todayBoard?.board?.version === '7', 'the polled board');
    expect(h.latest().todayBoard).toMatchObject({ feed: 'polling', problem: null });
    expect(h.requestsTo(apiPaths.officeToday).filter((r) => r.path === apiPaths.officeToday)).toHaveLength(1);

    await h.engine.setOnline(false);
    expect(h.latest().todayBoard).toMatchObject({ feed: 'offline', board: { version: '7' } });
    const calls = h.requests.length;
    await h.engine.setOnline(true);
    await until(h, () => h.requests.length > calls, 'the stream again');
    expect(h.requests[calls]?.path).toBe(apiPaths.officeTodayEvents);
    await h.engine.unwatchTodayBoard();
    await h.engine.close();
  });

  it('waits 1 s, doubling to at most 30 s, jittered down to half, before reconnecting', () => {
    expect([1, 2, 3, 5, 6, 12].map((failures) => reconnectDelayMs(failures, 0.999999))).toEqual([
      1000, 2000, 4000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(1, 0)).toBe(500);
    expect(reconnectDelayMs(9, 0)).toBe(15_000);
  });

  it('logout stops the stream and drops the board', async () => {
    const answers = boardAnswers();
    const stream = eventStream();
    answers.streams.push(stream);
    const h = await gateway.loggedIn({ account: demoAdmin, intercept: answers.intercept, random: () => 0 });
    await h.engine.watchTodayBoard();
    stream.send(boardEvent(boardAt('3'), '3'));
    await until(h, (s) => s.todayBoard?.feed === 'live', 'the live board');

    await h.engine.logout();
    await h.engine.idle();
    expect(h.latest()).toMatchObject({ login: null, todayBoard: null });
    expect(answers.opened[0]?.signal?.aborted).toBe(true);
    await h.engine.close();
  });

  it('a driver watching gets no board and calls nothing', async () => {
    const answers = boardAnswers();
    const h = await gateway.loggedIn({ account: demoDriver, intercept: answers.intercept });
    await h.engine.watchTodayBoard();
    expect(h.latest().todayBoard).toBeNull();
    expect(answers.opened).toHaveLength(0);
    await h.engine.close();
  });
});
