import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_ERRORS } from '../../client/src/data/messages';
import { createRecipe, updateRecipe } from '../../client/src/data/recipeActions';
import { RefreshCookieSession } from '../../client/src/data/testing/refreshCookieSession';
import { SimulatedDevice } from '../../client/src/data/testing/simulatedDevice';
import { revokeAllForUser, startRefreshFamily } from '../../sync-server/src/auth/refreshTokenStore';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { createTestApp, type TestApp } from '../support/testApp';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('client replication between two devices of one user (real server, fake-indexeddb)', () => {
  let server: TestApp;
  let baseUrl: string;
  let a: SimulatedDevice;
  let b: SimulatedDevice;
  let userId: string;
  let bSession: RefreshCookieSession;

  beforeAll(async () => {
    server = await createTestApp();
    baseUrl = (await server.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
    const email = `devices-${process.pid}-${Date.now()}@example.test`;
    const user = await insertUser(server.db, { email, passwordHash: null, emailVerified: true, provider: 'password' });
    if (!user) throw new Error('could not create the test user');
    userId = user.id;
    // Room for every recipe and conflict copy these tests make (the free plan's limit is tested in client-push-rows).
    await server.db.query("UPDATE users SET plan = 'chef' WHERE id = $1", [user.id]);
    const token = () => server.app.issueAccessToken({ id: user.id, email, emailVerified: true, provider: 'password' });
    // Device b holds a real session (refresh cookie) so the server can end it.
    bSession = new RefreshCookieSession(baseUrl, (await startRefreshFamily(server.db, user.id)).token);
    // Two collections per device: RxDB's free version opens at most 13 per process and test files share workers.
    const collections = ['recipes', 'settings'] as const;
    a = await SimulatedDevice.open({ userId: user.id, baseUrl, auth: token, label: 'a', collections });
    b = await SimulatedDevice.open({ userId: user.id, baseUrl, auth: bSession, label: 'b', collections });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.cleanup();
  });

  it('shows a recipe created on one device on the other through the stream', async () => {
    const created = await createRecipe(a.db, { title: 'Leek soup', convertedRecipe: 'Boil leeks.' });
    const seen = await waitFor(b.recipeReader(created.id), (d) => d !== null);
    expect(seen).toMatchObject({ title: 'Leek soup', convertedRecipe: 'Boil leeks.' });
    await waitFor(
      () => a.sync.refreshPending(),
      (n) => n === 0,
    );
    expect(a.sync.status.getSnapshot()).toMatchObject({ pendingChanges: 0, online: true, error: null });
    expect(a.sync.status.getSnapshot().lastSyncedAt).not.toBeNull();
  });

  it('counts changes made offline as waiting and syncs them when back online', async () => {
    const created = await createRecipe(a.db, { title: 'Fig tart', convertedRecipe: 'Bake figs.' });
    await waitFor(b.recipeReader(created.id), (d) => d !== null);
    a.goOffline();
    await updateRecipe(a.db, created.id, { title: 'Fig and oat tart' });
    await createRecipe(a.db, { title: 'Offline salad', convertedRecipe: 'Chop.' });
    expect(
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 2,
      ),
    ).toBe(2);
    await waitFor(
      async () => a.sync.status.getSnapshot().online,
      (online) => !online,
    );
    a.goOnline();
    await waitFor(b.recipeReader(created.id), (d) => d?.title === 'Fig and oat tart');
    expect(
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 0,
      ),
    ).toBe(0);
    const titles = await waitFor(
      () =>
        b.db.recipes
          .find()
          .exec()
          .then((docs) => docs.map((d) => d.title)),
      (t) => t.includes('Offline salad'),
    );
    expect(titles).toContain('Offline salad');
  });

  it('keeps both edits when two offline devices change different fields of one recipe', async () => {
    const created = await createRecipe(a.db, { title: 'Rice bowl', convertedRecipe: 'Cook rice.' });
    await waitFor(b.recipeReader(created.id), (d) => d !== null);
    a.goOffline();
    b.goOffline();
    await updateRecipe(a.db, created.id, { title: 'Kale rice bowl' });
    await updateRecipe(b.db, created.id, { convertedRecipe: 'Cook rice. Add kale.' });
    a.goOnline();
    await waitFor(
      () => a.sync.refreshPending(),
      (n) => n === 0,
    );
    b.goOnline();
    const expected = { title: 'Kale rice bowl', convertedRecipe: 'Cook rice. Add kale.' };
    await waitFor(b.recipeReader(created.id), (d) => d?.title === expected.title && d.convertedRecipe === expected.convertedRecipe);
    await waitFor(a.recipeReader(created.id), (d) => d?.title === expected.title && d.convertedRecipe === expected.convertedRecipe);
    const server_ = await waitFor(
      () => b.sync.refreshPending(),
      (n) => n === 0,
    );
    expect(server_).toBe(0);
  });

  it('keeps both texts when two offline devices rewrote the same recipe text', async () => {
    const created = await createRecipe(a.db, { title: 'Pea soup', convertedRecipe: 'Boil peas.' });
    await waitFor(b.recipeReader(created.id), (d) => d !== null);
    a.goOffline();
    b.goOffline();
    await updateRecipe(a.db, created.id, { convertedRecipe: 'Boil peas with mint.' });
    await updateRecipe(b.db, created.id, { convertedRecipe: 'Roast peas.' });
    a.goOnline();
    b.goOnline();
    const both = (d: { convertedRecipe: string } | null) =>
      !!d && d.convertedRecipe.includes('Boil peas with mint.') && d.convertedRecipe.includes('Roast peas.');
    await waitFor(a.recipeReader(created.id), both);
    await waitFor(b.recipeReader(created.id), both);
  });

  it('keeps the other structured recipe as a conflict copy when both devices rewrote it', async () => {
    const structured = (name: string) => JSON.stringify({ recipeName: name, ingredients: ['1 fig'], instructions: ['Eat.'] });
    const created = await createRecipe(a.db, { title: 'Fig plate', convertedRecipe: structured('Fig plate') });
    await waitFor(b.recipeReader(created.id), (d) => d !== null);
    a.goOffline();
    b.goOffline();
    await updateRecipe(a.db, created.id, { convertedRecipe: structured('Fig plate with honey') });
    await updateRecipe(b.db, created.id, { convertedRecipe: structured('Fig plate with mint') });
    a.goOnline();
    await waitFor(
      () => a.sync.refreshPending(),
      (n) => n === 0,
    );
    b.goOnline();
    const texts = (device: SimulatedDevice) =>
      device.db.recipes
        .find()
        .exec()
        .then((docs) =>
          docs
            .filter((d) => d.title.startsWith('Fig plate'))
            .map((d) => `${d.title}|${d.convertedRecipe}`)
            .sort(),
        );
    const bothKept = (list: string[]) =>
      list.length === 2 && list.some((t) => t.includes('with honey')) && list.some((t) => t.includes('with mint'));
    const onA = await waitFor(() => texts(a), bothKept);
    const onB = await waitFor(
      () => texts(b),
      (list) => bothKept(list) && JSON.stringify(list) === JSON.stringify(onA),
    );
    expect(onB.some((t) => t.startsWith('Fig plate (conflicting edit)|'))).toBe(true);
  });

  it('keeps the other edit of title and recipe together as one conflict copy: its own title with its own recipe', async () => {
    const structured = (name: string) => JSON.stringify({ recipeName: name, ingredients: ['1 pear'], instructions: ['Eat.'] });
    const created = await createRecipe(a.db, { title: 'Pear bowl', convertedRecipe: structured('Pear bowl') });
    await waitFor(b.recipeReader(created.id), (d) => d !== null);
    a.goOffline();
    b.goOffline();
    await updateRecipe(a.db, created.id, { title: 'Pear bowl AAA', convertedRecipe: structured('Pear bowl by A') });
    await updateRecipe(b.db, created.id, { title: 'Pear bowl BBB', convertedRecipe: structured('Pear bowl by B') });
    a.goOnline();
    await waitFor(
      () => a.sync.refreshPending(),
      (n) => n === 0,
    );
    b.goOnline();
    const pears = (device: SimulatedDevice) =>
      device.db.recipes
        .find()
        .exec()
        .then((docs) => docs.filter((d) => d.title.startsWith('Pear bowl')).map((d) => ({ title: d.title, text: d.convertedRecipe })));
    const settled = (list: { title: string; text: string }[]) =>
      list.length === 2 && list.some((d) => d.title.endsWith('(conflicting edit)'));
    const onB = await waitFor(() => pears(b), settled);
    const onA = await waitFor(
      () => pears(a),
      (list) => settled(list) && list.length === onB.length,
    );
    for (const list of [onA, onB]) {
      // Each recipe's title and content come from the same device.
      for (const doc of list) expect(doc.text).toContain(doc.title.includes('AAA') ? 'by A' : 'by B');
    }
  });

  it('stops syncing and says so when the server ended the session, keeping what the device wrote', async () => {
    // The server ends every session of the user (as a password reset does); b's access token then fails,
    // b refreshes through the real /api/auth/refresh, is refused as revoked and stops.
    await revokeAllForUser(server.db, userId);
    bSession.spoilAccessToken();
    const local = await createRecipe(b.db, { title: 'Written as the session ended', convertedRecipe: 'Keep me.' });
    await waitFor(
      async () => b.sync.status.getSnapshot().error,
      (error) => error !== null && error.code === SYNC_ERRORS.sessionEnded.code,
    );
    expect(b.sync.status.getSnapshot().error).toEqual({ code: 'session_ended', message: 'Signed out on the server — sign in again' });
    expect(await bSession.getAccessToken()).toBeNull();
    expect((await b.db.recipes.findOne(local.id).exec())?.title).toBe('Written as the session ended');

    const created = await createRecipe(a.db, { title: 'After sign-out', convertedRecipe: 'Nothing.' });
    await waitFor(
      () => a.sync.refreshPending(),
      (n) => n === 0,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await b.db.recipes.findOne(created.id).exec()).toBeNull();
  });
});
