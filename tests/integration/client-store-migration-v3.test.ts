/**
 * Recipes version 3 dropped two indexes no query read (updatedAt, title). A device holding a version 2 store, written
 * by the app as it was (the collections' definition of version 2, the app's own code), opens it with this version:
 * its recipes, offline edits and new recipes that never reached the server are all kept, still counted as waiting, and
 * sent once it is online; the store is rewritten in the new layout and the old one removed.
 */
import { indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Collections from '../../shared/schemas/collections';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { createTestApp, type TestApp } from '../support/testApp';

/** What recipes were before version 3. */
const RECIPES_V2 = { version: 2, indexes: ['updatedAt', 'createdAt', 'title'] } as const;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The app's modules, loaded afresh (after vi.resetModules): with the collections' definition mocked or not. */
async function appModules() {
  const [{ SimulatedDevice }, { createRecipe, updateRecipe }] = await Promise.all([
    import('../../client/src/data/testing/simulatedDevice'),
    import('../../client/src/data/recipeActions'),
  ]);
  return { SimulatedDevice, createRecipe, updateRecipe };
}

/** The docs store's index names and document count of each IndexedDB database of this device's recipes, by name. */
async function recipeStores(deviceName: string): Promise<Record<string, { indexes: string[]; count: number }>> {
  const out: Record<string, { indexes: string[]; count: number }> = {};
  for (const info of await indexedDB.databases()) {
    if (!info.name?.startsWith(`rxdb-dexie-${deviceName}--`) || !info.name.endsWith('--recipes')) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(info.name as string);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('docs', 'readonly').objectStore('docs');
    const count = await new Promise<number>((resolve, reject) => {
      const request = store.count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    out[info.name] = { indexes: [...store.indexNames].sort(), count };
    db.close();
  }
  return out;
}

describe('a device with a version 2 recipes store (before two unused indexes were dropped)', () => {
  let server: TestApp;
  let baseUrl: string;
  let userId: string;
  let token: () => string;

  beforeAll(async () => {
    server = await createTestApp();
    baseUrl = (await server.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
    const email = `migration-v3-${process.pid}-${Date.now()}@example.test`;
    const user = await insertUser(server.db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
    if (!user) throw new Error('could not create the test user');
    userId = user.id;
    await server.db.query("UPDATE users SET plan = 'chef' WHERE id = $1", [user.id]);
    token = () => server.app.issueAccessToken({ id: user.id, email, emailVerified: true, provider: 'password' });
  });

  afterAll(async () => {
    vi.doUnmock('../../shared/schemas/collections');
    await server?.cleanup();
  });

  it('keeps its recipes and its unsynced edits, and sends them once online', async () => {
    const name = `migration-v3-${process.pid}-${Date.now()}`;
    const collections = ['recipes', 'settings'] as const;

    // The app as it was: recipes version 2 with its indexes.
    vi.resetModules();
    vi.doMock('../../shared/schemas/collections', async (importOriginal) => {
      const actual = await importOriginal<typeof Collections>();
      return { ...actual, COLLECTIONS: { ...actual.COLLECTIONS, recipes: { ...actual.COLLECTIONS.recipes, ...RECIPES_V2 } } };
    });
    const before = await appModules();
    const old = await before.SimulatedDevice.open({ userId, baseUrl, auth: token, label: 'old', collections, name });
    const synced = await before.createRecipe(old.db, { title: 'Leek soup', convertedRecipe: 'Boil leeks.' });
    await waitFor(
      () => old.sync.refreshPending(),
      (n) => n === 0,
    );
    old.goOffline();
    await before.updateRecipe(old.db, synced.id, { title: 'Leek and potato soup' });
    const offlineOnly = await before.createRecipe(old.db, { title: 'Offline salad', convertedRecipe: 'Chop.' });
    expect(
      await waitFor(
        () => old.sync.refreshPending(),
        (n) => n === 2,
      ),
    ).toBe(2);
    await old.close();
    const oldStores = await recipeStores(name);
    expect(Object.keys(oldStores)).toEqual([`rxdb-dexie-${name}--2--recipes`]);
    expect(oldStores[`rxdb-dexie-${name}--2--recipes`]).toMatchObject({ count: 2 });
    expect(oldStores[`rxdb-dexie-${name}--2--recipes`]?.indexes).toContain('[_deleted+title+id]');

    // This app version opens it, offline first.
    vi.doUnmock('../../shared/schemas/collections');
    vi.resetModules();
    const after = await appModules();
    const device = await after.SimulatedDevice.open({ userId, baseUrl, auth: token, label: 'new', collections, name, offline: true });
    try {
      // The documents are in the new layout; the old store is emptied (RxDB's Dexie storage clears it, the database stays).
      expect(await recipeStores(name)).toEqual({
        [`rxdb-dexie-${name}--2--recipes`]: { indexes: expect.arrayContaining(['[_deleted+title+id]']), count: 0 },
        [`rxdb-dexie-${name}--3--recipes`]: {
          indexes: ['[_deleted+createdAt+id]', '[_deleted+id]', '[_meta.lwt+id]', '_meta.lwt'],
          count: 2,
        },
      });
      expect(await device.recipeReader(synced.id)()).toMatchObject({ title: 'Leek and potato soup', convertedRecipe: 'Boil leeks.' });
      expect(await device.recipeReader(offlineOnly.id)()).toMatchObject({ title: 'Offline salad' });
      expect(await device.sync.refreshPending()).toBe(2);

      device.goOnline();
      await waitFor(
        () => device.sync.refreshPending(),
        (n) => n === 0,
      );
      // Another device of the user gets both from the server.
      const other = await after.SimulatedDevice.open({ userId, baseUrl, auth: token, label: 'other', collections });
      try {
        await waitFor(other.recipeReader(synced.id), (d) => d?.title === 'Leek and potato soup');
        await waitFor(other.recipeReader(offlineOnly.id), (d) => d?.title === 'Offline salad');
      } finally {
        await other.close();
      }
      // Nothing of it came back as a conflict: the migrated device still holds exactly its two edits.
      expect(await device.db.recipes.count().exec()).toBe(2);
    } finally {
      await device.close();
    }
  });
});
