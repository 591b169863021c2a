/**
 * The office board of today, for admins of the branch only (product rule 6.1): GET the board as JSON, or
 * follow it as Server-Sent Events, a `board` event (id: its version) whenever a heartbeat, an accepted update
 * or a kept conflict of the branch changes it, on whichever gateway it was accepted (server/office/).
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { TodayBoard } from '@domain/office/today-board';
import type { GatewayEnv } from '../app-env';
import { requireAdmin, requireIdentityHeaders, requireUser, userOf } from '../auth/require-auth';
import type { GatewayServices } from '../gateway-services';

/** How long a client waits before it reconnects a dropped stream (the stream's `retry`). */
export const RECONNECT_AFTER_MS = 2000;
/** A comment line this often keeps proxies and the client from timing the stream out. */
export const KEEP_ALIVE_MS = 15_000;

const encoder = new TextEncoder();
/** Each board's event, as bytes: a rebuilt board goes to every stream of its branch, written out once. */
const boardEvents = new WeakMap<TodayBoard, Uint8Array>();

/** The board as one `board` event (JSON holds no raw line break, so the board is one data line). */
function boardEvent(board: TodayBoard): Uint8Array {
  let bytes = boardEvents.get(board);
  if (!bytes) {
    bytes = encoder.encode(`event: board\ndata: ${JSON.stringify(board)}\nid: ${board.version}\n\n`);
    boardEvents.set(board, bytes);
  }
  return bytes;
}

/**
 * Follows the branch until the client leaves or the gateway stops: the current board first (unless the
 * client's Last-Event-ID is the current version), then each rebuilt board, and a keep-alive comment when quiet.
 */
async function followBoard(
  stream: SSEStreamingApi,
  services: GatewayServices,
  branch: string,
  lastEventId: string | undefined,
): Promise<void> {
  let writing: Promise<void> = stream.write(`retry: ${RECONNECT_AFTER_MS}\n\n`).then(() => undefined);
  const send = (write: () => Promise<unknown>) => {
    writing = writing.then(write).then(
      () => undefined,
      () => undefined,
    );
  };
  let ended: () => void = () => undefined;
  const end = new Promise<void>((resolve) => (ended = resolve));
  let sentVersion: string | null = null;
  const unsubscribe = services.office.subscribe(branch, {
    board: (board) => {
      sentVersion = board.version;
      send(() => stream.write(boardEvent(board)));
    },
    closed: () => ended(),
  });
  stream.onAbort(() => ended());
  const keepAlive = setInterval(() => send(() => stream.write(': keep-alive\n\n')), KEEP_ALIVE_MS);
  try {
    if (lastEventId === undefined || lastEventId !== services.office.version(branch)) {
      const board = await services.office.board(branch);
      // A change heard while this board was built has already gone out (newer) through the subscription.
      if (sentVersion === null) send(() => stream.write(boardEvent(board)));
    }
    await end;
  } finally {
    clearInterval(keepAlive);
    unsubscribe();
    await writing;
  }
}

/** The two office board calls. */
export function officeRoutes(services: GatewayServices): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();

  routes.get(apiPaths.officeToday, requireUser(services), requireAdmin, requireIdentityHeaders, async (c) => {
    const branch = userOf(c).branch;
    return c.json(await services.office.board(branch));
  });

  routes.get(apiPaths.officeTodayEvents, requireUser(services), requireAdmin, requireIdentityHeaders, (c) => {
    // An event stream is never stored, and never held back by a buffering proxy (nginx).
    const headers = { 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };
    // A HEAD (answered by this GET route) reads no body: it opens no stream that nobody would end.
    if (c.req.method === 'HEAD')
      return c.body(null, 200, { ...headers, 'Content-Type': 'text/event-stream' });
    const branch = userOf(c).branch;
    const lastEventId = c.req.header('Last-Event-ID')?.trim();
    const res = streamSSE(c, (stream) => followBoard(stream, services, branch, lastEventId));
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    return res;
  });

  return routes;
}
