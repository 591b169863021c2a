/**
 * A TCP link to a server on 127.0.0.1 that can be cut: the page talks to the link's origin, and cutting it is the
 * network going away for that origin alone, whichever tab or worker asks (a DevTools session's offline emulation
 * covers one target, and Lighthouse resets network emulation on the tab it opens). While cut, each connection is
 * counted and closed at once, so a fetch fails as it does offline and the count says what was tried.
 */
import { createConnection, createServer, type Socket } from 'node:net';

/** The link: its origin, the switch, and the connections refused since the last cut. */
export interface SwitchableLink {
  url: string;
  cut(): void;
  restore(): void;
  refusedSinceCut(): number;
  close(): Promise<void>;
}

/** Opens a link on a free port of 127.0.0.1 to the server at target (http://127.0.0.1:port). */
export async function openSwitchableLink(target: string): Promise<SwitchableLink> {
  const targetPort = Number(new URL(target).port);
  const open = new Set<Socket>();
  let isCut = false;
  let refused = 0;
  const server = createServer((client) => {
    if (isCut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => [client, upstream].forEach((end) => end.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the link has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut: () => {
      isCut = true;
      refused = 0;
      // Kept-alive connections would otherwise still carry requests.
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    refusedSinceCut: () => refused,
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
