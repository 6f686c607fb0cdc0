import pg from 'pg';
import { DatabaseUnavailableError } from './unavailable';

const PING_INTERVAL_MS = 10_000;
const MAX_BACKOFF_MS = 5_000;
/** Shown in pg_stat_activity, so operators (and tests) can find the LISTEN connection. */
export const LISTENER_APPLICATION_NAME = 'recipe-sync-listener';

type Handler = (payload: string) => void;

/**
 * One dedicated connection for LISTEN per process (a pooled client would be handed back and lose
 * its LISTENs). It is pinged, reconnected with backoff when lost, and reports reconnects so the
 * app can tell its streams to resync (notifications sent while it was away are gone).
 */
export class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers: Array<() => void> = [];
  private pingTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private everConnected = false;

  constructor(private readonly connectionString: string) {}

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const isNewChannel = set === undefined;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    try {
      const client = await this.ensureConnected();
      if (isNewChannel) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.removeHandler(channel, handler);
      throw error;
    }
    return async () => {
      if (this.removeHandler(channel, handler)) {
        await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  /** Returns true when the channel has no handler left. */
  private removeHandler(channel: string, handler: Handler): boolean {
    const current = this.handlers.get(channel);
    current?.delete(handler);
    if (!current || current.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private ensureConnected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // Listened to for the client's whole life: an 'error' nobody listens to would end the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // Lost while connecting or listening: close it, or each failed attempt would leave a connection open.
      await client.end().catch(() => undefined);
      throw new DatabaseUnavailableError(error);
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new DatabaseUnavailableError(new Error('the LISTEN connection was closed'));
    }
    this.client = client;
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      client.query('SELECT 1').catch(() => this.lost(client));
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
    const isReconnect = this.everConnected;
    this.everConnected = true;
    if (isReconnect) for (const handler of this.reconnectHandlers) handler();
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.pingTimer);
    client.end().catch(() => undefined);
    if (!this.closed) this.scheduleReconnect(100);
  }

  private scheduleReconnect(delayMs: number): void {
    this.retryTimer = setTimeout(() => {
      if (this.closed || this.client) return;
      this.ensureConnected().catch(() => this.scheduleReconnect(Math.min(delayMs * 2, MAX_BACKOFF_MS)));
    }, delayMs);
    this.retryTimer.unref();
  }
}
