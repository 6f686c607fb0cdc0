import { describe, expect, it } from 'vitest';
import { createRecipe, removeRecipe, updateRecipe } from '../../client/src/data/recipeActions';
import { discardRejectedChange } from '../../client/src/data/rejectedRetry';
import { setDeviceClock } from '../../client/src/data/stamps';
import type { SimulatedDevice } from '../../client/src/data/testing/simulatedDevice';
import { PLANS } from '../../shared/domain/plans';
import type { CollectionName } from '../../shared/schemas/collections';
import { CONFLICT_COPY_SUFFIX } from '../../shared/sync/mergePolicies';
import { updateUserAndEntitlements } from '../../sync-server/src/account/entitlements';
import { findUserById } from '../../sync-server/src/auth/userRepository';
import { devicesOnServer } from '../support/devicesOnServer';
import { createPlanUser } from '../support/generateUser';
import { waitFor } from '../support/waitFor';

/** Client and server together: refused rows stay on the device, visible, while the rest syncs. */

const COLLECTIONS: readonly CollectionName[] = ['recipes', 'entitlements'];

describe('per-row push results on a device (real server, fake-indexeddb)', () => {
  const devices = devicesOnServer(COLLECTIONS);
  const device = devices.device;
  const serverIds = async (owner: string) =>
    (
      await devices.server.db.query<{ id: string }>(
        "SELECT id FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted",
        [owner],
      )
    ).rows
      .map((r) => r.id)
      .sort();
  const titlesOn = async (d: SimulatedDevice) => (await d.db.recipes.find().exec()).map((r) => r.title).sort();

  it('one row the server refuses in a batch of 50: 49 sync, the one stays on the device marked with its reason, then syncs once fixed', async () => {
    const user = await createPlanUser(devices.server.app, devices.server.db, 'chef');
    const a = await device(user, 'a');
    const b = await device(user, 'b');
    a.goOffline();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      // The server refuses NUL characters in text (PostgreSQL cannot store them); the device's schema allows them.
      const title = i === 20 ? 'Broken\u0000title' : `Batch ${i}`;
      ids.push((await createRecipe(a.db, { title, convertedRecipe: `Step ${i}` })).id);
    }
    a.goOnline();
    await waitFor(
      () => serverIds(user.id),
      (stored) => stored.length === 49,
    );
    const refused = await waitFor(
      async () => a.sync.rejected.all(),
      (all) => all.length === 1,
    );
    expect(refused[0]).toMatchObject({ collection: 'recipes', id: ids[20], reason: 'validation_failed' });
    expect(refused[0]?.field).toMatch(/^rows\.\d+\.newDocumentState\.title$/);
    expect(
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await a.db.recipes.findOne(ids[20]).exec()).not.toBeNull();
    await waitFor(
      () => titlesOn(b),
      (t) => t.length === 49,
    );

    // Fixing it (an edit) syncs it and clears the mark.
    await updateRecipe(a.db, ids[20] as string, { title: 'Fixed title' });
    await waitFor(
      () => serverIds(user.id),
      (stored) => stored.length === 50,
    );
    await waitFor(
      async () => a.sync.rejected.all().length,
      (n) => n === 0,
    );
    expect(
      await waitFor(
        () => titlesOn(b),
        (t) => t.includes('Fixed title'),
      ),
    ).toHaveLength(50);
  });

  it('a recipe over the plan limit stays on the device, marked, and syncs by itself after a delete and after an upgrade', async () => {
    const user = await createPlanUser(devices.server.app, devices.server.db, 'free');
    const a = await device(user, 'a');
    const limit = PLANS.free.recipeLimit;
    const made = [];
    for (let i = 0; i < limit + 2; i++) made.push(await createRecipe(a.db, { title: `Dish ${i}`, convertedRecipe: 'x' }));
    await waitFor(
      () => serverIds(user.id),
      (stored) => stored.length === limit,
    );
    const refused = await waitFor(
      async () => a.sync.rejected.all(),
      (all) => all.length === 2,
    );
    expect(refused.every((r) => r.reason === 'recipe_limit_reached')).toBe(true);
    expect(await a.db.recipes.count().exec()).toBe(limit + 2);

    // A delete makes room for one: it syncs without the user doing anything else.
    await removeRecipe(a.db, (made[0] as { id: string }).id);
    await waitFor(
      async () => a.sync.rejected.all().length,
      (n) => n === 1,
    );
    expect(await serverIds(user.id)).toHaveLength(limit);

    // An upgrade reaches the device as its entitlements; the last one syncs.
    await updateUserAndEntitlements(devices.server.db, user.id, async (tx) => {
      await tx.query("UPDATE users SET plan = 'chef', updated_at = now() WHERE id = $1", [user.id]);
      return findUserById(tx, user.id);
    });
    await waitFor(
      async () => a.sync.rejected.all().length,
      (n) => n === 0,
      15_000,
    );
    expect(await serverIds(user.id)).toHaveLength(limit + 1);
  });

  it('discarding a refused new recipe removes it from the device and clears the mark', async () => {
    const user = await createPlanUser(devices.server.app, devices.server.db, 'free');
    const a = await device(user, 'a');
    for (let i = 0; i <= PLANS.free.recipeLimit; i++) await createRecipe(a.db, { title: `Dish ${i}`, convertedRecipe: 'x' });
    const [refused] = await waitFor(
      async () => a.sync.rejected.all(),
      (all) => all.length === 1,
    );
    await discardRejectedChange(a.db, refused as NonNullable<typeof refused>);
    await waitFor(
      async () => a.sync.rejected.all().length,
      (n) => n === 0,
    );
    expect(await a.db.recipes.count().exec()).toBe(PLANS.free.recipeLimit);
    expect(
      await waitFor(
        () => a.sync.refreshPending(),
        (n) => n === 0,
      ),
    ).toBe(0);
  });

  it('clocks an hour fast and three days slow: both concurrent edits are kept, and an edit made after seeing another orders after it', async () => {
    const user = await createPlanUser(devices.server.app, devices.server.db, 'chef');
    const fast = await device(user, 'fast');
    const slow = await device(user, 'slow');
    setDeviceClock(fast.db, () => Date.now() + 3_600_000);
    setDeviceClock(slow.db, () => Date.now() - 3 * 86_400_000);
    const created = await createRecipe(fast.db, { title: 'Stew', convertedRecipe: 'Simmer.' });
    await waitFor(
      () => titlesOn(slow),
      (t) => t.includes('Stew'),
    );

    // The slow device edits after seeing the fast one's recipe: its edit is later, whatever its clock says.
    const seen = (await slow.db.recipes.findOne(created.id).exec())?.toMutableJSON();
    await updateRecipe(slow.db, created.id, { title: 'Beef stew' }, seen);
    await waitFor(
      () => titlesOn(fast),
      (t) => t.includes('Beef stew'),
    );
    const stamped = (await fast.db.recipes.findOne(created.id).exec())?.updatedAt ?? '';
    expect(stamped > created.updatedAt).toBe(true);

    // Both offline, both rename: both titles are kept (the later edit, and a conflict copy of the other).
    fast.goOffline();
    slow.goOffline();
    const base = (await fast.db.recipes.findOne(created.id).exec())?.toMutableJSON();
    await updateRecipe(fast.db, created.id, { title: 'Lamb stew' }, base);
    await updateRecipe(slow.db, created.id, { title: 'Bean stew' }, base);
    fast.goOnline();
    await waitFor(
      () => serverIds(user.id),
      (ids) => ids.length === 1,
    );
    slow.goOnline();
    const expected = ['Bean stew', `Lamb stew${CONFLICT_COPY_SUFFIX}`].sort();
    // Converged: both devices show the same two titles and have nothing left to push.
    const converged = async () => {
      const [s, f, pendingS, pendingF] = await Promise.all([
        titlesOn(slow),
        titlesOn(fast),
        slow.sync.refreshPending(),
        fast.sync.refreshPending(),
      ]);
      return { s, f, pending: pendingS + pendingF };
    };
    const state = await waitFor(
      converged,
      ({ s, f, pending }) => pending === 0 && s.length === 2 && JSON.stringify(s) === JSON.stringify(f),
      15_000,
    );
    const onSlow = state.s;
    const onFast = state.f;
    // Concurrent edits order by their hybrid stamps; whichever wins, the other title survives as a copy.
    const possible = [expected, ['Lamb stew', `Bean stew${CONFLICT_COPY_SUFFIX}`].sort()];
    expect(possible, JSON.stringify(onSlow)).toContainEqual(onSlow);
    expect(onFast).toEqual(onSlow);
  });
});
