/**
 * The gateway's listening connection (server/db/postgres-listener.ts) against a server that accepts it and then
 * answers nothing: closing it still ends, within CLOSE_WAIT_MS, though a LISTEN is unanswered (pg's pipeline mode
 * would otherwise wait for that answer for ever).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_WAIT_MS, PostgresListener } from '@server/db/postgres-listener';

/** Authentication ok, then ready for a query: all a client needs to count itself connected. */
const CONNECTED = Buffer.concat([
  Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]),
  Buffer.from([0x5a, 0, 0, 0, 5, 0x49]),
]);

let server: Server | null = null;
const sockets: Socket[] = [];

/** A server on 127.0.0.1 that lets a client connect and then never answers it; its port. */
async function silentServer(): Promise<number> {
  server = createServer((socket) => {
    sockets.push(socket);
    socket.once('data', () => socket.write(CONNECTED));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((listening) => server?.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((closed) => server?.close(closed));
  server = null;
});

describe('the listening connection', () => {
  it('closes within its wait though a LISTEN is still unanswered', async () => {
    const port = await silentServer();
    const listener = new PostgresListener(`postgres://doorstep@127.0.0.1:${port}/doorstep?sslmode=disable`);
    const listening = listener.listen(
      'never_answered',
      () => undefined,
      () => undefined,
    );
    listening.catch(() => undefined);
    await expect.poll(() => sockets.length).toBe(1);
    // The LISTEN is sent once the connection is ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await listener.close();
    expect(performance.now() - started).toBeLessThan(CLOSE_WAIT_MS + 1000);
    await expect(listening).rejects.toThrow();
  });
});
