import { indexedDB } from 'fake-indexeddb';
import { getComposedPrimaryKeyOfDocumentData } from 'rxdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointKey } from '../../client/src/data/checkpointKey';
import { createDatabase } from '../../client/src/data/database';
import { fetchEventSource } from '../../client/src/data/fetchEventSource';
import { PULL_BATCH } from '../../client/src/data/pullLimits';
import { createRecipe, updateRecipe } from '../../client/src/data/recipeActions';
import { startSync } from '../../client/src/data/replication';
import type { FillWorkerMessage, FillWorkerRequest } from '../../client/src/data/storage';
import { type FillWorkerEnv, type FillWorkerScope, startFillWorker } from '../../client/src/data/storage/fillWorkerCore';
import { recipesDexieName } from '../../client/src/data/storage/freshStoreLayout';
import { syncHeaders } from '../../client/src/data/syncApi';
import { SimulatedDevice } from '../../client/src/data/testing/simulatedDevice';
import { plainTestStorage, testStorage } from '../../client/src/data/testing/testStorage';
import { type FillWorkerPort, WorkerPulls } from '../../client/src/data/workerPulls';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { benchRecipe } from '../bench/benchRecipe';
import { createTestApp, type TestApp } from '../support/testApp';
import { waitFor } from '../support/waitFor';

const RECIPES = 12;
const BATCH = 5;

/** The worker in this process: its messages cloned and delivered in tasks of their own, as between a page and a worker. */
function inProcessWorker(env: FillWorkerEnv, seen: FillWorkerMessage[]): FillWorkerPort & { terminated: boolean } {
  const scope: FillWorkerScope = {
    onmessage: null,
    postMessage: (message) => {
      seen.push(message);
      setTimeout(() => port.onmessage?.({ data: structuredClone(message) }));
    },
  };
  const port = {
    terminated: false,
    onmessage: null as FillWorkerPort['onmessage'],
    postMessage: (message: FillWorkerRequest) => {
      if (!port.terminated) setTimeout(() => scope.onmessage?.({ data: structuredClone(message) }));
    },
    terminate: () => {
      port.terminated = true;
    },
  };
  startFillWorker(scope, env);
  return port;
}

const STORAGES = [
  { label: 'plain Dexie as in the browser build: the worker writes full replies', storageOf: plainTestStorage, workerWrites: true },
  { label: 'every write validated: the worker only fetches, the page writes', storageOf: testStorage, workerWrites: false },
];

describe.each(STORAGES)(
  'a fresh device filled from first pulls made in a worker (real server, fake-indexeddb, $label)',
  ({ storageOf, workerWrites }) => {
    let server: TestApp;
    let a: SimulatedDevice;
    let ids: string[];
    let baseUrl: string;
    let userId: string;
    let token: () => string;
    let stores = 0;

    beforeAll(async () => {
      server = await createTestApp();
      baseUrl = (await server.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
      const email = `fill-worker-${process.pid}-${Date.now()}@example.test`;
      const user = await insertUser(server.db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
      if (!user) throw new Error('could not create the test user');
      await server.db.query("UPDATE users SET plan = 'chef' WHERE id = $1", [user.id]);
      userId = user.id;
      token = () => server.app.issueAccessToken({ id: user.id, email, emailVerified: true, provider: 'password' });
      a = await SimulatedDevice.open({ userId: user.id, baseUrl, auth: token, label: 'a', collections: ['recipes'] });
      ids = [];
      for (let i = 0; i < RECIPES; i++) ids.push((await createRecipe(a.db, { title: `Soup ${i}`, convertedRecipe: `Simmer ${i}.` })).id);
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 0,
      );
    });

    afterAll(async () => {
      await a?.close();
      await server?.cleanup();
    });

    const auth = () => ({
      getAccessToken: async () => token(),
      forceRefresh: async () => token(),
      onSessionEnded: () => () => undefined,
    });

    /** A new device's store (recipes only) and its sync, whose fill takes the worker's replies; `fetch` is the worker's. */
    async function freshDevice(fetchOf: (real: typeof fetch) => typeof fetch = (real) => real) {
      stores += 1;
      const db = await createDatabase({
        userId,
        storage: storageOf(),
        name: `fill-worker-${process.pid}-${stores}-${workerWrites ? 'plain' : 'validated'}`,
        collections: ['recipes'],
      });
      const seen: FillWorkerMessage[] = [];
      const real: typeof fetch = (input, init) => fetch(new URL(String(input), baseUrl), init);
      const port = inProcessWorker({ fetch: fetchOf(real), indexedDB }, seen);
      // The pulls start before the page's side listens, as in the app (earlyFirstPulls.ts).
      port.postMessage({ type: 'pull', url: '/api/sync/recipes/pull', headers: syncHeaders(token()), batchSize: BATCH, maxReplies: 20 });
      const pulls = new WorkerPulls({ port, collection: 'recipes', batchSize: BATCH, keyOf: checkpointKey });
      const sync = startSync({
        db,
        baseUrl,
        auth: auth(),
        eventSource: (url) => fetchEventSource(url, fetch),
        backoff: { minMs: 50, maxMs: 400 },
        firstPulls: pulls,
      });
      const close = async () => {
        await sync.stop();
        await db.close();
      };
      return { db, sync, seen, port, close };
    }

    it('stores every recipe with its replication state; nothing waits to be pushed, and the replication goes on live', async () => {
      const device = await freshDevice();
      try {
        expect(device.sync.status.getSnapshot().downloading).toBe(true);
        await device.sync.firstFillsDone;
        expect(await device.db.recipes.count().exec()).toBe(RECIPES);
        // Replies of 5, 5 and 2: the worker writes the full ones when it may; the short last one is always the page's.
        const replies = device.seen.filter((m) => m.type === 'reply');
        expect(replies.map((m) => (m.type === 'reply' ? Boolean(m.written) : null))).toEqual([workerWrites, workerWrites, false]);
        expect(device.seen.at(-1)?.type).toBe('end');
        expect(device.port.terminated).toBe(true);
        await device.sync.awaitInSync();
        expect(await device.sync.refreshPending()).toBe(0);
        const replication = device.sync.replications.recipes;
        const meta = replication?.metaInstance;
        const state = replication?.internalReplicationState;
        if (!meta || !state) throw new Error('the recipes replication did not start');
        // The fill stored every recipe: the replication's own downstream found nothing left to write.
        expect(state.stats.down.persistFromMaster).toBe(0);
        const metaIds = ids.map((itemId) => getComposedPrimaryKeyOfDocumentData(meta.schema, { itemId, isCheckpoint: '0' }));
        const rows = await meta.findDocumentsById(metaIds, false);
        expect(rows).toHaveLength(RECIPES);
        for (const row of rows) {
          const stored = (await device.db.recipes.findOne(row.itemId).exec())?.toJSON();
          expect({ ...stored, _deleted: false }).toEqual(row.docData);
        }
        // What the book shows (queries and their change events) holds every recipe once.
        const titles = (await device.db.recipes.find().exec()).map((d) => d.get('title') as string).sort();
        expect(titles).toEqual(Array.from({ length: RECIPES }, (_, i) => `Soup ${i}`).sort());
        const created = await createRecipe(a.db, { title: 'Live stew', convertedRecipe: 'Stew.' });
        await waitFor(
          async () => (await device.db.recipes.findOne(created.id).exec())?.get('title'),
          (title) => title === 'Live stew',
        );
        // An edit on this device reaches the other.
        await updateRecipe(device.db, ids[0] as string, { title: 'Soup 0, edited on the new device' });
        await waitFor(
          async () => (await a.db.recipes.findOne(ids[0] as string).exec())?.get('title'),
          (title) => title === 'Soup 0, edited on the new device',
        );
      } finally {
        await device.close();
      }
    });

    it('stores the newer state of recipes edited on another device while the worker pulls (they come twice, the second time in a full reply)', async () => {
      // Three recipes of the first reply, edited once it was fetched: they come again at the end, at least one in a full reply.
      const edited = ids.slice(1, 4);
      let pulls = 0;
      const device = await freshDevice((real) => async (input, init) => {
        const res = await real(input, init);
        if (++pulls === 1) {
          for (const id of edited) await updateRecipe(a.db, id, { title: `${id} edited during the fill` });
          await waitFor(
            () => a.sync.refreshPending(),
            (n) => n === 0,
          );
        }
        return res;
      });
      try {
        await device.sync.firstFillsDone;
        await device.sync.awaitInSync();
        for (const id of edited)
          await waitFor(
            async () => (await device.db.recipes.findOne(id).exec())?.get('title'),
            (title) => title === `${id} edited during the fill`,
          );
        expect(await device.db.recipes.count().exec()).toBe(await a.db.recipes.count().exec());
        expect(await device.sync.refreshPending()).toBe(0);
        // The worker found them stored when it added that reply (RxDB's 409): the replication brought their new state.
        const existing = device.seen.flatMap((m) => (m.type === 'reply' ? (m.written?.existing ?? []) : []));
        expect(existing.length > 0).toBe(workerWrites);
        expect(existing.every((id) => edited.includes(id))).toBe(true);
      } finally {
        await device.close();
      }
    });

    it('ends the fill at a reply that is not a pull reply: the replication pulls the rest from the last good checkpoint', async () => {
      let pulls = 0;
      const device = await freshDevice((real) => async (input, init) => {
        const res = await real(input, init);
        if (++pulls !== 2) return res;
        return new Response(JSON.stringify({ documents: [{ id: 'not a recipe' }], checkpoint: null }), { status: 200 });
      });
      try {
        await device.sync.firstFillsDone;
        expect(device.seen.some((m) => m.type === 'failed')).toBe(true);
        const onServer = await a.db.recipes.count().exec();
        const docs = await waitFor(
          () => device.db.recipes.find().exec(),
          (found) => found.length >= onServer,
        );
        expect(docs.some((d) => d.id === 'not a recipe')).toBe(false);
        await device.sync.awaitInSync();
        expect(await device.sync.refreshPending()).toBe(0);
        expect(device.sync.replications.recipes?.internalReplicationState?.stats.down.persistFromMaster).toBeGreaterThan(0);
      } finally {
        await device.close();
      }
    });

    it('stops without writing on when the sync stops while replies are on their way', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let pulls = 0;
      const device = await freshDevice((real) => async (input, init) => {
        if (++pulls === 2) await held;
        return real(input, init);
      });
      // The first reply is in (the second pull waits): the worker hands replies over only once its pulls are over.
      await waitFor(
        async () => pulls,
        (n) => n >= 2,
      );
      await device.close();
      release();
      expect(device.port.terminated).toBe(true);
    });
  },
);

describe("an early worker, started by the page's first script with the session's refresh (real server, fake-indexeddb)", () => {
  /** Two full pulls of PULL_BATCH and a short one: the early worker writes the full ones before the app's store exists. */
  const BOOK = 2 * PULL_BATCH + 1;
  let server: TestApp;
  let baseUrl: string;
  let userId: string;
  let token: () => string;

  beforeAll(async () => {
    server = await createTestApp();
    baseUrl = (await server.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
    const email = `early-worker-${process.pid}-${Date.now()}@example.test`;
    const user = await insertUser(server.db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
    if (!user) throw new Error('could not create the test user');
    // Over every plan's recipe limit: an admin has none.
    await server.db.query('UPDATE users SET is_admin = true WHERE id = $1', [user.id]);
    userId = user.id;
    token = () => server.app.issueAccessToken({ id: user.id, email, emailVerified: true, provider: 'password' });
    for (let start = 0; start < BOOK; start += 100) {
      const rows = Array.from({ length: Math.min(100, BOOK - start) }, (_, i) => ({
        newDocumentState: { ...benchRecipe(start + i), _deleted: false },
      }));
      const res = await fetch(`${baseUrl}/api/sync/recipes/push`, {
        method: 'POST',
        headers: syncHeaders(token()),
        body: JSON.stringify({ rows }),
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
    }
  });

  afterAll(async () => {
    await server?.cleanup();
  });

  const refreshText = (overrides: { emailVerified?: boolean; total?: number } = {}) =>
    JSON.stringify({
      accessToken: token(),
      user: { id: userId, email: 'early@example.test', emailVerified: overrides.emailVerified ?? true, displayName: '' },
      firstPage: { documents: [], total: overrides.total ?? BOOK },
    });

  /** The worker's answer to the page's 'adopt': whose recipes it pulls (null: it did not start). */
  function adopt(port: FillWorkerPort): Promise<string | null> {
    return new Promise((resolve) => {
      port.onmessage = ({ data }) => {
        if (data.type === 'early') resolve(data.userId);
      };
      port.postMessage({ type: 'adopt' });
    });
  }

  /** How many rows the user's recipes store holds in IndexedDB (0 when there is no such database). */
  async function storedRows(): Promise<number> {
    const name = recipesDexieName(userId);
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('docs', 'readonly').objectStore('docs').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }

  it('does not start for an unverified user, a book of one pull, or a failed refresh; creates nothing', async () => {
    for (const text of [refreshText({ emailVerified: false }), refreshText({ total: PULL_BATCH }), null, 'not json']) {
      const seen: FillWorkerMessage[] = [];
      const port = inProcessWorker({ fetch: () => Promise.reject(new Error('no pull expected')), indexedDB }, seen);
      port.postMessage({ type: 'refreshed', text });
      expect(await adopt(port)).toBeNull();
      port.terminate();
    }
    expect(await storedRows()).toBe(0);
  });

  it('lists the databases as it starts, not once the refresh answers; a store of the user listed then means no early start', async () => {
    const listings: number[] = [];
    let refreshedAt = Number.POSITIVE_INFINITY;
    const listing = new Proxy(indexedDB, {
      get(target, key) {
        if (key === 'databases')
          return () => {
            listings.push(performance.now());
            return target.databases();
          };
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const port = inProcessWorker({ fetch: () => Promise.reject(new Error('no pull expected')), indexedDB: listing }, []);
    // The user's store is created after the worker listed the databases and before the refresh answers (another tab, say):
    // the worker goes by its list. Here the store is there at the start.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(recipesDexieName(userId), 10);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const seenAtStart = inProcessWorker({ fetch: () => Promise.reject(new Error('no pull expected')), indexedDB: listing }, []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    refreshedAt = performance.now();
    port.postMessage({ type: 'refreshed', text: refreshText() });
    seenAtStart.postMessage({ type: 'refreshed', text: refreshText() });
    expect(listings.length).toBe(2);
    expect(listings.every((at) => at < refreshedAt)).toBe(true);
    // The first worker listed no store of the user's: it starts (its pull fails here, which ends its chain).
    expect(await adopt(port)).toBe(userId);
    // The second listed the store: no early start, nothing written.
    expect(await adopt(seenAtStart)).toBeNull();
    for (const p of [port, seenAtStart]) {
      p.postMessage({ type: 'stop' });
      p.terminate();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase(recipesDexieName(userId));
      request.onsuccess = resolve;
      request.onerror = reject;
    });
  });

  it("tells an adopted early worker's pulls stored once every full reply it wrote is committed, handing none over before", async () => {
    const seen: FillWorkerMessage[] = [];
    const real: typeof fetch = (input, init) => fetch(new URL(String(input), baseUrl), init);
    const port = inProcessWorker({ fetch: real, indexedDB }, seen);
    port.postMessage({ type: 'refreshed', text: refreshText() });
    expect(await adopt(port)).toBe(userId);
    const pulls = new WorkerPulls({ port, collection: 'recipes', batchSize: PULL_BATCH, keyOf: checkpointKey, early: true });
    await pulls.stored?.();
    expect(await storedRows()).toBe(2 * PULL_BATCH);
    expect(seen.map((m) => m.type)).toEqual(['early', 'stored']);
    pulls.stop();
    // The next test's worker must find no store of the user's.
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase(recipesDexieName(userId));
      request.onsuccess = resolve;
      request.onerror = reject;
    });
  });

  it("creates the user's store and writes the first replies before the app's store opens; the app adopts them: every recipe once, editable, nothing to push", async () => {
    const seen: FillWorkerMessage[] = [];
    const real: typeof fetch = (input, init) => fetch(new URL(String(input), baseUrl), init);
    const port = inProcessWorker({ fetch: real, indexedDB }, seen);
    port.postMessage({ type: 'refreshed', text: refreshText() });
    expect(await adopt(port)).toBe(userId);
    // Both full replies are in the store the worker created, while the app has no store yet.
    await waitFor(storedRows, (n) => n === 2 * PULL_BATCH, 30_000);
    expect(seen).toEqual([{ type: 'early', userId }]);

    const db = await createDatabase({ userId, storage: plainTestStorage(), collections: ['recipes'] });
    const sync = startSync({
      db,
      baseUrl,
      auth: { getAccessToken: async () => token(), forceRefresh: async () => token(), onSessionEnded: () => () => undefined },
      eventSource: (url) => fetchEventSource(url, fetch),
      backoff: { minMs: 50, maxMs: 400 },
      firstPulls: new WorkerPulls({ port, collection: 'recipes', batchSize: PULL_BATCH, keyOf: checkpointKey }),
    });
    try {
      await sync.firstFillsDone;
      const replies = seen.filter((m) => m.type === 'reply');
      expect(replies.map((m) => (m.type === 'reply' ? Boolean(m.written) : null))).toEqual([true, true, false]);
      expect(await db.recipes.count().exec()).toBe(BOOK);
      await sync.awaitInSync();
      expect(await sync.refreshPending()).toBe(0);
      expect(sync.replications.recipes?.internalReplicationState?.stats.down.persistFromMaster).toBe(0);
      // The app knows each recipe by the revision the worker stored (its change events said so): an edit is no conflict.
      const first = benchRecipe(0).id;
      const written = replies[0]?.type === 'reply' ? replies[0].written : undefined;
      expect((await db.recipes.findOne(first).exec())?.toJSON(true)._rev).toBe(written?.revision);
      await updateRecipe(db, first, { title: 'Edited on the new device' });
      await waitFor(
        async () =>
          (
            await server.db.query<{ title: string }>(
              "SELECT data->>'title' AS title FROM documents WHERE owner = $1 AND collection = 'recipes' AND id = $2",
              [userId, first],
            )
          ).rows[0]?.title,
        (title) => title === 'Edited on the new device',
      );
      // The push's answer reaches the replication after the server stored the edit.
      await waitFor(
        () => sync.refreshPending(),
        (n) => n === 0,
      );
    } finally {
      await sync.stop();
      await db.remove();
    }
  });
});
