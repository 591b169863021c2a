/**
 * One admin's event stream of the office board (GET apiPaths.officeTodayEvents): what it sends and when,
 * on the stream Hono's streamSSE gives (server/routes/office-routes.ts).
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { TodayBoard } from '@domain/office/today-board';
import type { OfficeFeed } from './office-feed';

/** What of the stream is used: every event is written as bytes made once (boardEventBytes). */
export type BoardStream = Pick<SSEStreamingApi, 'write' | 'onAbort'>;

/** How long a client waits before it reconnects a dropped stream (the stream's `retry`). */
export const RECONNECT_AFTER_MS = 2000;
/** A comment line this often keeps proxies and the client from timing the stream out. */
export const KEEP_ALIVE_MS = 15_000;

const encoder = new TextEncoder();
/** Each board's event, made once: a rebuilt board goes to every stream of its branch (hundreds of them). */
const eventBytes = new WeakMap<TodayBoard, Uint8Array>();

/**
 * The board as one `board` event, as bytes: serialised and encoded once, then the same bytes are written to
 * every stream of its branch. JSON.stringify escapes every line break, so the data is one `data:` line.
 */
export function boardEventBytes(board: TodayBoard): Uint8Array {
  let bytes = eventBytes.get(board);
  if (bytes === undefined) {
    bytes = encoder.encode(`event: board\nid: ${board.version}\ndata: ${JSON.stringify(board)}\n\n`);
    eventBytes.set(board, bytes);
  }
  return bytes;
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
      await stream.write(boardEventBytes(board)).catch(ended);
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
