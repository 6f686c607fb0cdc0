import { describe, expect, it } from 'vitest';
import { createRecipe, updateRecipe } from '../../client/src/data/recipeActions';
import type { SimulatedDevice } from '../../client/src/data/testing/simulatedDevice';
import type { CollectionName } from '../../shared/schemas/collections';
import { CONFLICT_COPY_SUFFIX } from '../../shared/sync/mergePolicies';
import { devicesOnServer } from '../support/devicesOnServer';
import { createPlanUser } from '../support/generateUser';
import { waitFor } from '../support/waitFor';

/**
 * A save is sent to the server while the device stores it (see EarlyPush); RxDB's own push follows,
 * and quick saves in a row end as the last one, without a conflict.
 */

const COLLECTIONS: readonly CollectionName[] = ['recipes', 'entitlements'];
type PushBody = { rows: { newDocumentState: { id: string; title?: string }; assumedMasterState?: { title?: string } }[] };

describe('early push of a save (real server, fake-indexeddb)', () => {
  const devices = devicesOnServer(COLLECTIONS);
  const device = devices.device;
  const pushesOf = (d: SimulatedDevice, id: string) =>
    d.requests
      .filter((r) => r.path === '/api/sync/recipes/push')
      .flatMap((r) => (r.body as PushBody).rows)
      .filter((row) => row.newDocumentState.id === id);
  const serverTitle = async (id: string) =>
    (
      await devices.server.db.query<{ title: string }>(
        "SELECT data->>'title' AS title FROM documents WHERE collection = 'recipes' AND id = $1",
        [id],
      )
    ).rows[0]?.title;
  const inSync = (d: SimulatedDevice) =>
    waitFor(
      () => d.sync.refreshPending(),
      (n) => n === 0,
    );
  const conflictCopies = async (d: SimulatedDevice) =>
    (await d.db.recipes.find().exec()).filter((r) => r.title.endsWith(CONFLICT_COPY_SUFFIX)).map((r) => r.title);
  /** A user's two devices, both holding one recipe created on A, with nothing waiting on A. */
  const twoDevicesWithRecipe = async (title: string, convertedRecipe: string) => {
    const user = await createPlanUser(devices.server.app, devices.server.db, 'chef');
    const a = await device(user, 'a');
    const b = await device(user, 'b');
    const recipe = await createRecipe(a.db, { title, convertedRecipe });
    await waitFor(b.recipeReader(recipe.id), (doc) => doc !== null);
    await inSync(a);
    return { a, b, recipe };
  };

  it('sends a save before the device has stored it, and the other device shows it', async () => {
    const { a, b, recipe } = await twoDevicesWithRecipe('Leek soup', 'Boil leeks.');
    const before = pushesOf(a, recipe.id).length;

    // How many pushes of it had started when the device had stored the save (RxDB's `post` hooks run then).
    let startedWhenStored = -1;
    a.db.recipes.postSave(() => {
      startedWhenStored = pushesOf(a, recipe.id).length;
    }, false);
    await updateRecipe(a.db, recipe.id, { title: 'Leek and potato soup' });
    expect(startedWhenStored).toBe(before + 1);
    await waitFor(b.recipeReader(recipe.id), (doc) => doc?.title === 'Leek and potato soup');
    await inSync(a);

    // The early push, then RxDB's own (which the server answers without writing).
    const sent = pushesOf(a, recipe.id).slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ newDocumentState: { title: 'Leek and potato soup' }, assumedMasterState: { title: 'Leek soup' } });
    expect(await serverTitle(recipe.id)).toBe('Leek and potato soup');
    expect(a.sync.status.getSnapshot()).toMatchObject({ pendingChanges: 0, error: null });
  });

  it('sends a new recipe early too', async () => {
    const user = await createPlanUser(devices.server.app, devices.server.db, 'chef');
    const a = await device(user, 'a');
    const b = await device(user, 'b');
    await inSync(a);
    let startedWhenStored = -1;
    a.db.recipes.postInsert(() => {
      startedWhenStored = a.requests.filter((r) => r.path === '/api/sync/recipes/push').length;
    }, false);
    const recipe = await createRecipe(a.db, { title: 'Pea soup', convertedRecipe: 'Simmer peas.' });
    expect(startedWhenStored).toBe(1);
    await waitFor(b.recipeReader(recipe.id), (doc) => doc?.title === 'Pea soup');
    await inSync(a);
    expect(pushesOf(a, recipe.id)[0]?.assumedMasterState).toBeUndefined();
    expect(await serverTitle(recipe.id)).toBe('Pea soup');
  });

  it('quick saves in a row end as the last one on both devices, with no conflict copy', async () => {
    const { a, b, recipe } = await twoDevicesWithRecipe('Bread', 'Knead for 1 minute.');

    // Each save is stored before the next starts; the first is still being sent early when the next ones come,
    // so RxDB's push carries a later state than the one the server took early.
    for (let i = 2; i <= 6; i++) await updateRecipe(a.db, recipe.id, { convertedRecipe: `Knead for ${i} minutes.` });
    const last = (doc: { convertedRecipe?: string } | null) => doc?.convertedRecipe === 'Knead for 6 minutes.';
    await waitFor(b.recipeReader(recipe.id), last);
    await inSync(a);
    expect(last(await a.recipeReader(recipe.id)())).toBe(true);
    expect(await conflictCopies(a)).toEqual([]);
    expect(await conflictCopies(b)).toEqual([]);
    expect(a.sync.rejected.all()).toEqual([]);
  });

  it('a save from a state the server no longer has is not taken early: the merge keeps both edits', async () => {
    const { a, b, recipe } = await twoDevicesWithRecipe('Stew', 'Brown the meat.');
    // B's edit reaches the server while A is cut off; A then edits another field from the old state.
    a.goOffline();
    await updateRecipe(b.db, recipe.id, { title: 'Beef stew' });
    await inSync(b);
    a.goOnline();
    const editing = updateRecipe(a.db, recipe.id, { convertedRecipe: 'Brown the meat. Add wine.' });
    await editing;
    const merged = (doc: { title?: string; convertedRecipe?: string } | null) =>
      doc?.title === 'Beef stew' && doc.convertedRecipe === 'Brown the meat. Add wine.';
    await waitFor(a.recipeReader(recipe.id), merged);
    await waitFor(b.recipeReader(recipe.id), merged);
    await inSync(a);
    expect(await conflictCopies(a)).toEqual([]);
  });
});
