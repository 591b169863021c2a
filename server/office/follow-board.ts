/**
 * One admin's event stream of the office board (GET apiPaths.officeTodayEvents): what it sends and when,
 * on the stream Hono's streamSSE gives (server/routes/office-routes.ts).
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { TodayBoard } from '@domain/office/today-board';
import type { OfficeFeed } from './office-feed';

/** What of the stream is used. */
export type BoardStream = Pick<SSEStreamingApi, 'write' | 'writeSSE' | 'onAbort'>;

/** How long a client waits before it reconnects a dropped stream (the stream's `retry`). */
export const RECONNECT_AFTER_MS = 2000;
/** A comment line this often keeps proxies and the client from timing the stream out. */
export const KEEP_ALIVE_MS = 15_000;

/** Each board's JSON, made once: a rebuilt board goes to every stream of its branch (hundreds of them). */
const boardJson = new WeakMap<TodayBoard, string>();

/** The board as one `board` event. */
function boardEvent(board: TodayBoard) {
  let data = boardJson.get(board);
  if (data === undefined) {
    data = JSON.stringify(board);
    boardJson.set(board, data);
  }
  return { event: 'board', id: board.version, data };
}

/**
 * Follows the branch until the client leaves or the gateway stops: the current board first (unless the
 * client's Last-Event-ID is the current version), then each rebuilt board, and a keep-alive comment when quiet.
 * A client slower than the boards gets the latest one: a board not yet written is replaced by a newer one.
 */
export async function followBoard(
  stream: BoardStream,
  office: Pick<OfficeFeed, 'subscribe' | 'version' | 'board'>,
  branch: string,
  lastEventId: string | undefined,
): Promise<void> {
  let ended: () => void = () => undefined;
  const end = new Promise<void>((resolve) => (ended = resolve));
  let waiting: TodayBoard | null = null;
  let flushing: Promise<void> | null = null;
  let offered = false;
  const flush = async () => {
    for (let board = waiting; board !== null; board = waiting) {
      waiting = null;
      await stream.writeSSE(boardEvent(board)).catch(ended);
    }
    flushing = null;
  };
  const flushed = (): Promise<void> => flushing ?? Promise.resolve();
  const offer = (board: TodayBoard) => {
    offered = true;
    waiting = board;
    flushing ??= flush();
  };

  await stream.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
  const unsubscribe = office.subscribe(branch, { board: offer, closed: () => ended() });
  stream.onAbort(() => ended());
  const keepAlive = setInterval(() => {
    if (flushing === null) void stream.write(': keep-alive\n\n').catch(ended);
  }, KEEP_ALIVE_MS);
  try {
    if (lastEventId === undefined || lastEventId !== office.version(branch)) {
      const board = await office.board(branch);
      // A board sent meanwhile through the subscription is newer than this one.
      if (!offered) offer(board);
    }
    await end;
  } finally {
    clearInterval(keepAlive);
    unsubscribe();
    await flushed();
  }
}
