/**
 * The admins' board streams of the bench, held in a child process of their own (`node --import tsx
 * bench/gateway/board-streams-child.ts`, with an IPC channel) so that reading and parsing their events
 * never delays the load generator's own event loop, where update latencies are timed: the office's screens
 * are other machines. Reads BENCH_BOARD_GATEWAYS (JSON: each gateway's URL and admins' headers) and
 * BENCH_BOARD_STREAMS (streams per gateway), opens them, sends `{ ready: true }` (or `{ error }`), then
 * answers each `{ read: true }` with `{ events, bytes }` until it is told `{ close: true }`.
 */
import { openBoardStreams } from './board-streams';
import type { AdminHeaders } from './sign-in';

/** What the parent asks. */
export type StreamsRequest = { read: true } | { close: true };
/** What the child answers. */
export type StreamsAnswer = { ready: true } | { error: string } | { events: number[]; bytes: number };

const gateways = JSON.parse(process.env.BENCH_BOARD_GATEWAYS ?? '[]') as {
  url: string;
  admins: AdminHeaders[];
}[];
const perGateway = Number(process.env.BENCH_BOARD_STREAMS ?? '0');

const send = (answer: StreamsAnswer) => process.send?.(answer);

try {
  const streams = await openBoardStreams(gateways, perGateway);
  process.on('message', (message: StreamsRequest) => {
    if ('read' in message) send({ events: streams.eventsPerStream(), bytes: streams.bytes() });
    else {
      streams.close();
      process.disconnect();
    }
  });
  send({ ready: true });
} catch (error) {
  send({ error: error instanceof Error ? error.message : String(error) });
  process.disconnect();
}
