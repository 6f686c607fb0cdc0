import type { RxStorage } from 'rxdb';
import type { CollectionName } from '../../../../shared/schemas/collections';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { createDatabase } from '../database';
import { fetchEventSource } from '../fetchEventSource';
import { FirstPulls } from '../firstPulls';
import { type SyncController, startSync } from '../replication';
import { createSyncApi } from '../syncApi';
import type { KitchenDatabase, SyncAuth } from '../types';
import { testStorage } from './testStorage';

let deviceCounter = 0;

/**
 * One "device" of a user in a Node test: its own RxDB database (fake-indexeddb), the real
 * replication against a real server, and a network switch that fails every request and cuts
 * open streams while offline.
 */
export class SimulatedDevice {
  offline = false;
  private cut = new AbortController();
  /** Every request this device started, in order: its path and JSON body (what the server was sent). */
  readonly requests: { path: string; body: unknown }[] = [];

  private constructor(
    readonly db: KitchenDatabase,
    readonly sync: SyncController,
  ) {}

  static async open(options: {
    userId: string;
    baseUrl: string;
    /** The session: a token source for plain tests, or a real one (e.g. RefreshCookieSession) for sign-out tests. */
    auth: SyncAuth | (() => string);
    label?: string;
    collections?: readonly CollectionName[];
    /** A fresh device: its recipes are fetched ahead in pulls of this size and written in bulk (see FirstPulls). */
    firstPullBatch?: number;
    /** The store's storage; default: Dexie over fake-indexeddb with every write validated (testStorage). */
    storage?: RxStorage<unknown, unknown>;
    /** The store's name: a device opened again (e.g. by a newer app version); default: a new one. */
    name?: string;
    /** The device starts offline (goOnline() connects it). */
    offline?: boolean;
  }): Promise<SimulatedDevice> {
    deviceCounter += 1;
    const db = await createDatabase({
      userId: options.userId,
      storage: options.storage ?? testStorage(),
      name: options.name ?? `device-${process.pid}-${deviceCounter}-${options.label ?? 'x'}`,
      collections: options.collections,
    });
    let device: SimulatedDevice | undefined;
    let startsOffline = options.offline === true;
    const networkFetch: typeof fetch = (input, init) => {
      if (startsOffline || !device || device.offline) return Promise.reject(new TypeError('fetch failed: offline'));
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      device.requests.push({ path: new URL(url).pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const signal = init?.signal ? AbortSignal.any([init.signal, device.cut.signal]) : device.cut.signal;
      return fetch(input, { ...init, signal });
    };
    const token = options.auth;
    const auth: SyncAuth =
      typeof token === 'function'
        ? { getAccessToken: async () => token(), forceRefresh: async () => token(), onSessionEnded: () => () => undefined }
        : token;
    const firstPulls = options.firstPullBatch
      ? new FirstPulls(createSyncApi({ baseUrl: options.baseUrl, auth, fetch: networkFetch }), 'recipes', options.firstPullBatch)
      : undefined;
    const sync = startSync({
      db,
      baseUrl: options.baseUrl,
      auth,
      fetch: networkFetch,
      eventSource: (url) => fetchEventSource(url, networkFetch),
      backoff: { minMs: 50, maxMs: 400 },
      firstPulls,
    });
    device = new SimulatedDevice(db, sync);
    device.offline = startsOffline;
    startsOffline = false;
    return device;
  }

  /** Reads a recipe as this device stores it (null: not here), as a function to poll with waitFor. */
  recipeReader(id: string): () => Promise<RecipeDoc | null> {
    return () =>
      this.db.recipes
        .findOne(id)
        .exec()
        .then((doc) => (doc ? (doc.toJSON() as RecipeDoc) : null));
  }

  goOffline(): void {
    this.offline = true;
    this.cut.abort();
    this.cut = new AbortController();
  }

  goOnline(): void {
    this.offline = false;
    this.sync.notifyOnline();
  }

  async close(): Promise<void> {
    await this.sync.stop();
    await this.db.close();
  }
}
