import { getComposedPrimaryKeyOfDocumentData } from 'rxdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { fetchEventSource } from '../../client/src/data/fetchEventSource';
import { FirstPulls } from '../../client/src/data/firstPulls';
import { createRecipe, updateRecipe } from '../../client/src/data/recipeActions';
import { startSync } from '../../client/src/data/replication';
import { canInsertFresh } from '../../client/src/data/storage/freshStoreInsert';
import { createSyncApi, type PostJson } from '../../client/src/data/syncApi';
import { SimulatedDevice } from '../../client/src/data/testing/simulatedDevice';
import { plainTestStorage, testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { createTestApp, type TestApp } from '../support/testApp';
import { waitFor } from '../support/waitFor';

const RECIPES = 12;
const BATCH = 5;

const STORAGES = [
  { label: 'every write validated', storageOf: testStorage, fastPath: false },
  { label: 'plain Dexie as in the browser build: documents added without existence reads', storageOf: plainTestStorage, fastPath: true },
];

describe.each(STORAGES)(
  'a fresh device filled in bulk from its first pulls (real server, fake-indexeddb, $label)',
  ({ storageOf, fastPath }) => {
    let server: TestApp;
    let a: SimulatedDevice;
    let fresh: SimulatedDevice;
    let ids: string[];
    let baseUrl: string;
    let userId: string;
    let token: () => string;

    beforeAll(async () => {
      server = await createTestApp();
      baseUrl = (await server.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
      const email = `fill-${process.pid}-${Date.now()}@example.test`;
      const user = await insertUser(server.db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
      if (!user) throw new Error('could not create the test user');
      await server.db.query("UPDATE users SET plan = 'chef' WHERE id = $1", [user.id]);
      userId = user.id;
      token = () => server.app.issueAccessToken({ id: user.id, email, emailVerified: true, provider: 'password' });
      const collections = ['recipes', 'settings'] as const;
      a = await SimulatedDevice.open({ userId: user.id, baseUrl, auth: token, label: 'a', collections });
      ids = [];
      for (let i = 0; i < RECIPES; i++) ids.push((await createRecipe(a.db, { title: `Soup ${i}`, convertedRecipe: `Simmer ${i}.` })).id);
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 0,
      );
      // Three replies of at most 5 (5, 5, 2), written by the fill; the replication starts after them.
      fresh = await SimulatedDevice.open({
        userId: user.id,
        baseUrl,
        auth: token,
        label: 'fresh',
        collections,
        firstPullBatch: BATCH,
        storage: storageOf(),
      });
    });

    afterAll(async () => {
      await a?.close();
      await fresh?.close();
      await server?.cleanup();
    });

    it('stores every recipe with its replication state: nothing counts as waiting, and the replication goes on live', async () => {
      expect(canInsertFresh(fresh.db.recipes.internalStorageInstance)).toBe(fastPath);
      // The header says the device is downloading (not "Synced") until the fill is done.
      expect(fresh.sync.status.getSnapshot().downloading).toBe(true);
      // What the service worker's downloads wait for on a new device: every pulled recipe is stored by then.
      await fresh.sync.firstFillsDone;
      expect(fresh.sync.status.getSnapshot().downloading).toBe(false);
      expect(await fresh.db.recipes.count().exec()).toBe(RECIPES);
      await fresh.sync.awaitInSync();
      expect(await fresh.sync.refreshPending()).toBe(0);
      const replication = fresh.sync.replications.recipes;
      const meta = replication?.metaInstance;
      const state = replication?.internalReplicationState;
      if (!meta || !state) throw new Error('the recipes replication did not start');
      // The fill wrote every recipe: the replication's own downstream found nothing left to write.
      expect(state.stats.down.persistFromMaster).toBe(0);
      // Each recipe's assumed master state (what a later push and the three-way merge start from) is the pulled recipe.
      const metaIds = ids.map((itemId) => getComposedPrimaryKeyOfDocumentData(meta.schema, { itemId, isCheckpoint: '0' }));
      const rows = await meta.findDocumentsById(metaIds, false);
      expect(rows).toHaveLength(RECIPES);
      for (const row of rows) {
        const stored = await fresh.recipeReader(row.itemId)();
        expect({ ...stored, _deleted: false }).toEqual(row.docData);
      }
      const created = await createRecipe(a.db, { title: 'Live stew', convertedRecipe: 'Stew.' });
      await waitFor(fresh.recipeReader(created.id), (d) => d !== null);
    });

    /** A device store of the test's own (recipes only), and its sync with a fill from first pulls made through `post`. */
    const openOwnStore = (label: string) =>
      createDatabase({
        userId,
        storage: storageOf(),
        name: `fill-${label}-${process.pid}-${fastPath ? 'plain' : 'validated'}`,
        collections: ['recipes'],
      });
    const ownAuth = () => ({
      getAccessToken: async () => token(),
      forceRefresh: async () => token(),
      onSessionEnded: () => () => undefined,
    });
    const startFill = (db: KitchenDatabase, post: PostJson) =>
      startSync({
        db,
        baseUrl,
        auth: ownAuth(),
        eventSource: (url) => fetchEventSource(url, fetch),
        backoff: { minMs: 50, maxMs: 400 },
        firstPulls: new FirstPulls(post, 'recipes', BATCH),
      });

    it('pushes a recipe the device held before the fill (the upstream is not moved past it)', async () => {
      const db = await openOwnStore('local');
      const local = await createRecipe(db, { title: 'Written before the fill', convertedRecipe: 'Kept.' });
      const sync = startFill(db, createSyncApi({ baseUrl, auth: ownAuth() }));
      try {
        await waitFor(a.recipeReader(local.id), (d) => d?.title === 'Written before the fill');
        await waitFor(
          () => db.recipes.count().exec(),
          (n) => n >= RECIPES + 1,
        );
        expect(await sync.refreshPending()).toBe(0);
      } finally {
        await sync.stop();
        await db.close();
      }
    });

    it('keeps what a fill stored when a later reply is refused: the replication pulls the rest from the last good checkpoint', async () => {
      const db = await openOwnStore('refused');
      const post = createSyncApi({ baseUrl, auth: ownAuth() });
      let pulls = 0;
      // The second reply of the chain is not a valid pull reply (a broken proxy, say).
      const brokenSecond: PostJson = async <T>(path: string, body: unknown) => {
        pulls += 1;
        const reply = await post<T>(path, body);
        return (pulls === 2 ? { documents: [{ id: 'not a recipe' }], checkpoint: null } : reply) as T;
      };
      const sync = startFill(db, brokenSecond);
      try {
        const everyRecipe = await waitFor(
          () => db.recipes.find().exec(),
          (docs) => ids.every((id) => docs.some((d) => d.id === id)),
        );
        expect(everyRecipe.some((d) => d.id === 'not a recipe')).toBe(false);
        await sync.awaitInSync();
        expect(await sync.refreshPending()).toBe(0);
        const state = sync.replications.recipes?.internalReplicationState;
        // The first reply was the fill's; the replication itself wrote only what came after it.
        expect(state?.stats.down.persistFromMaster).toBeGreaterThan(0);
        const meta = sync.replications.recipes?.metaInstance;
        if (!meta) throw new Error('the recipes replication did not start');
        const firstBatch = ids
          .slice(0, BATCH)
          .map((itemId) => getComposedPrimaryKeyOfDocumentData(meta.schema, { itemId, isCheckpoint: '0' }));
        expect(await meta.findDocumentsById(firstBatch, false)).toHaveLength(BATCH);
      } finally {
        await sync.stop();
        await db.close();
      }
    });

    // The store refusing a write is injected through the collection's storage, which only the validated storage's fill writes through.
    it.skipIf(fastPath)(
      'ends the fill at a batch the store refuses, though the next batch was already being added: the replication brings the rest, nothing waits',
      async () => {
        const db = await openOwnStore('store-refused');
        const fork = db.recipes.storageInstance;
        const bulkWrite = fork.bulkWrite.bind(fork);
        let fillWrites = 0;
        fork.bulkWrite = async (rows, context) => {
          if (context.startsWith('replication-downstream') && ++fillWrites === 2) {
            // The fill's second batch: refused as a whole, nothing of it written.
            return {
              error: rows.map((row) => ({
                status: 422 as const,
                isError: true as const,
                documentId: String(row.document.id),
                writeRow: row,
                context,
                validationErrors: [],
                schema: fork.schema,
              })),
            };
          }
          return bulkWrite(rows, context);
        };
        const sync = startFill(db, createSyncApi({ baseUrl, auth: ownAuth() }));
        try {
          await sync.firstFillsDone;
          const onServer = (await a.db.recipes.find().exec()).map((d) => ({ id: d.id, title: d.get('title') as string }));
          await waitFor(
            () => db.recipes.find().exec(),
            (docs) => onServer.every(({ id }) => docs.some((d) => d.id === id)),
          );
          await sync.awaitInSync();
          expect(await sync.refreshPending()).toBe(0);
          // Every recipe once, as the server holds it: no conflict copy, nothing pushed back changed.
          const stored = (await db.recipes.find().exec()).map((d) => ({ id: d.id, title: d.get('title') as string }));
          const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id);
          expect(stored.sort(byId)).toEqual(onServer.sort(byId));
          expect(await a.db.recipes.count().exec()).toBe(onServer.length);
          // The batch after the refused one was not marked as pulled: the replication pulled from the first batch's checkpoint.
          expect(sync.replications.recipes?.internalReplicationState?.stats.down.persistFromMaster).toBeGreaterThan(0);
        } finally {
          await sync.stop();
          await db.close();
        }
      },
    );

    it('stores the newer state of a recipe edited on another device while the fill pulls (it comes twice: in an early reply and again in a later one)', async () => {
      const db = await openOwnStore('edited-meanwhile');
      const post = createSyncApi({ baseUrl, auth: ownAuth() });
      const id = ids[1] as string;
      let pulls = 0;
      // After the first reply (which holds the recipe), another device edits it: its new sequence puts it in the last reply too.
      const editedAfterFirst: PostJson = async <T>(path: string, body: unknown) => {
        const reply = await post<T>(path, body);
        if (++pulls === 1) {
          await updateRecipe(a.db, id, { title: 'Soup 1, edited during the fill' });
          await waitFor(
            () => a.sync.refreshPending(),
            (n) => n === 0,
          );
        }
        return reply;
      };
      const sync = startFill(db, editedAfterFirst);
      try {
        await sync.firstFillsDone;
        await sync.awaitInSync();
        const read = async () => (await db.recipes.findOne(id).exec())?.get('title') as string | undefined;
        expect(await waitFor(read, (title) => title === 'Soup 1, edited during the fill', 5_000).catch(read)).toBe(
          'Soup 1, edited during the fill',
        );
        expect(await sync.refreshPending()).toBe(0);
      } finally {
        await sync.stop();
        await db.close();
      }
    });

    it('merges an offline edit of a filled recipe with another device’s edit of it (three-way, nothing lost)', async () => {
      const id = ids[3] as string;
      await waitFor(fresh.recipeReader(id), (d) => d !== null);
      a.goOffline();
      fresh.goOffline();
      await updateRecipe(fresh.db, id, { title: 'Soup 3 with leeks' });
      await updateRecipe(a.db, id, { convertedRecipe: 'Simmer 3. Add pepper.' });
      expect(
        await waitFor(
          () => fresh.sync.refreshPending(),
          (n) => n === 1,
        ),
      ).toBe(1);
      a.goOnline();
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 0,
      );
      fresh.goOnline();
      const merged = (d: { title: string; convertedRecipe: string } | null) =>
        d?.title === 'Soup 3 with leeks' && d.convertedRecipe === 'Simmer 3. Add pepper.';
      await waitFor(fresh.recipeReader(id), merged);
      await waitFor(a.recipeReader(id), merged);
      await waitFor(
        () => fresh.sync.refreshPending(),
        (n) => n === 0,
      );
      // A merge, not a conflict copy: the book still holds one recipe of that name.
      const copies = await fresh.db.recipes.find().exec();
      expect(copies.filter((d) => d.get('title').startsWith('Soup 3')).length).toBe(1);
    });
  },
);
