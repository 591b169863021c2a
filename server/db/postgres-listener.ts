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

interface Listener {
  onPayload: (payload: string) => void;
  onGap: () => void;
}

/** One listening connection on a connection string, shared by every channel. */
export class PostgresListener {
  private readonly channels = new Map<string, Set<Listener>>();
  private client: pg.Client | null = null;
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
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
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
    // without it pg warns of a query sent while another runs (and pg 9 refuses it).
    const client = new pg.Client({ connectionString: this.url, pipeline: true });
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? [])
        listener.onPayload(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quotedIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The listener is closed');
    }
    this.client = client;
    this.failures = 0;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
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
