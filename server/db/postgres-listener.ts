/**
 * The one connection a gateway listens on (LISTEN needs a session of its own: a pool connection goes back
 * to the pool and its LISTENs with it). Opened on the first listen; when it is lost it is made again after a
 * short wait, every channel is listened to again, and each listener is told of the gap, since notifications
 * sent meanwhile were not heard. Opens a network connection.
 */
import pg from 'pg';
import { quotedIdentifier } from './quoted-identifier';

/** The waits before each new try to connect again, the last repeated. */
export const RECONNECT_WAITS_MS = [250, 1000, 2000, 5000] as const;

/** How long closing waits for a LISTEN or UNLISTEN still unanswered before it drops the connection. */
export const CLOSE_WAIT_MS = 1000;

const endings = new WeakMap<pg.Client, Promise<void>>();

/**
 * Ends the client. In pipeline mode pg ends only once every statement sent is answered, so a server that
 * stopped answering would hold the close for ever: after CLOSE_WAIT_MS its socket is dropped.
 */
function endClient(client: pg.Client): Promise<void> {
  // pg answers a second end() only on an 'end' event that has already passed: one ending per client.
  let ending = endings.get(client);
  if (ending === undefined) {
    const drop = setTimeout(() => client.connection.stream.destroy(), CLOSE_WAIT_MS);
    ending = client
      .end()
      .catch(() => undefined)
      .finally(() => clearTimeout(drop));
    endings.set(client, ending);
  }
  return ending;
}

interface Listener {
  onPayload: (payload: string) => void;
  onGap: () => void;
}

/** One listening connection on a connection string, shared by every channel. */
export class PostgresListener {
  private readonly channels = new Map<string, Set<Listener>>();
  private client: pg.Client | null = null;
  /** The connection being opened, until it listens on every channel. */
  private opening: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(private readonly url: string) {}

  /** Listens on the channel; answers the unlisten. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The listener is closed');
    const listener: Listener = { onPayload, onGap };
    const known = this.channels.get(channel);
    if (known) known.add(listener);
    else this.channels.set(channel, new Set([listener]));
    const client = await this.connected();
    if (!known) await client.query(`LISTEN ${quotedIdentifier(channel)}`);
    return async () => {
      const listeners = this.channels.get(channel);
      if (!listeners?.delete(listener) || listeners.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${quotedIdentifier(channel)}`).catch(() => undefined);
    };
  }

  /** Ends the connection and any pending retry; nothing is heard afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.channels.clear();
    const clients = [this.client, this.opening].filter((client) => client !== null);
    this.client = null;
    await Promise.all(clients.map(endClient));
    await this.connecting?.catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    // Pipeline mode lets LISTENs and UNLISTENs of several channels be sent at once, as pg's own feature;
    // without it pg warns of a query sent while another runs, which it means to drop in pg 9.
    const client = new pg.Client({ connectionString: this.url, pipeline: true });
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? [])
        listener.onPayload(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.opening = client;
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quotedIdentifier(channel)}`);
    } catch (error) {
      await endClient(client);
      throw error;
    } finally {
      if (this.opening === client) this.opening = null;
    }
    if (this.closed) {
      await endClient(client);
      throw new Error('The listener is closed');
    }
    this.client = client;
    this.failures = 0;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    void endClient(client);
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    const wait = RECONNECT_WAITS_MS[Math.min(this.failures, RECONNECT_WAITS_MS.length - 1)];
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.connected().then(
        () => {
          for (const listeners of this.channels.values()) for (const l of listeners) l.onGap();
        },
        () => this.retry(),
      );
    }, wait);
    this.retryTimer.unref();
  }
}
