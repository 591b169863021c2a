/**
 * Admins' live boards held open against a gateway, as the office's screens hold them: each a GET of the
 * board's event stream with an admin's token, read to the end of every event and parsed as Server-Sent
 * Events (eventsource-parser, as the engine reads it). Each stream counts its `board` events; the first
 * event's board is checked against the wire schema, so a stream that answers something else fails the
 * bench instead of counting. Opens sockets.
 */
import { request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { createParser } from 'eventsource-parser';
import * as v from 'valibot';
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayBoardSchema } from '@domain/office/today-board';
import type { AdminHeaders } from './sign-in';

/** How long every stream may take to open and bring its first board. */
const OPEN_TIMEOUT_MS = 60_000;
/** Streams opened at once. */
const OPEN_WAVE = 100;

/** The streams open at one or more gateways. */
export interface BoardStreams {
  /** `board` events each stream has received so far (the first board included). */
  eventsPerStream(): number[];
  /** Bytes read from all streams so far. */
  bytes(): number;
  /** Ends every stream (the gateway sees its admins leave). */
  close(): void;
}

interface OpenStream {
  events: number;
  bytes: number;
  request: ClientRequest;
}

function checkedBoard(data: string, branch: string): void {
  const board = v.parse(todayBoardSchema, JSON.parse(data));
  if (board.branch !== branch) throw new Error(`a board of branch ${board.branch} reached branch ${branch}`);
}

/** Opens one stream and answers once its first board has arrived. */
function openStream(url: string, admin: AdminHeaders, streams: OpenStream[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL(apiPaths.officeTodayEvents, url);
    const req = request(target, { headers: { ...admin, accept: 'text/event-stream' }, agent: false });
    const stream: OpenStream = { events: 0, bytes: 0, request: req };
    streams.push(stream);
    const parser = createParser({
      onEvent: (event) => {
        if (event.event !== 'board') return;
        if (stream.events === 0) {
          try {
            checkedBoard(event.data, admin.branch);
          } catch (error) {
            reject(error instanceof Error ? error : new Error('the first board was not a board'));
            return;
          }
          resolve();
        }
        stream.events += 1;
      },
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the board's event stream answered ${String(res.statusCode)}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.bytes += Buffer.byteLength(chunk);
        parser.feed(chunk);
      });
    });
    req.on('error', (error) => {
      if (stream.events === 0) reject(error);
    });
    req.end();
  });
}

/**
 * Opens `perGateway` streams at each gateway, taking turns over its admins (one of each branch), and
 * answers once every stream has its first board.
 */
export async function openBoardStreams(
  gateways: readonly { url: string; admins: readonly AdminHeaders[] }[],
  perGateway: number,
): Promise<BoardStreams> {
  const streams: OpenStream[] = [];
  const close = () => {
    for (const stream of streams) stream.request.destroy();
  };
  const wanted = gateways.flatMap(({ url, admins }) =>
    Array.from({ length: perGateway }, (_, i) => ({ url, admin: admins[i % admins.length] as AdminHeaders })),
  );
  const openAll = async () => {
    // In waves, so a burst of connections never overflows the gateway's listen backlog.
    for (let i = 0; i < wanted.length; i += OPEN_WAVE) {
      const wave = wanted.slice(i, i + OPEN_WAVE);
      await Promise.all(wave.map(({ url, admin }) => openStream(url, admin, streams)));
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the board streams did not all open in time')),
      OPEN_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([openAll(), timeout]);
  } catch (error) {
    close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    eventsPerStream: () => streams.map((stream) => stream.events),
    bytes: () => streams.reduce((sum, stream) => sum + stream.bytes, 0),
    close,
  };
}
