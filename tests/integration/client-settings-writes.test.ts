import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { updateSettings } from '../../client/src/data/settingsActions';
import { testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import { defaultSettings, SETTINGS_DOC_ID, type SettingsDoc } from '../../shared/schemas/settings';

/**
 * Saves of the settings made before the store has written the previous one (a busy device, a user moving on
 * quickly): each applies to the stored state, so none undoes another (settings-sync's lost profile fields).
 */

describe('settings writes through the data layer', () => {
  let db: KitchenDatabase | undefined;
  const open = async (label: string) => {
    db = await createDatabase({ userId: `settings-${label}-${Date.now()}`, storage: testStorage(), collections: ['settings'] });
    return db;
  };
  const stored = async (store: KitchenDatabase) => (await store.settings.findOne(SETTINGS_DOC_ID).exec())?.toJSON() as SettingsDoc;
  const profilePatch = (change: Partial<SettingsDoc['personalProfile']>) => (s: SettingsDoc) => ({
    personalProfile: { ...s.personalProfile, ...change },
  });
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('keeps every profile field of saves started together, on an existing document', async () => {
    const store = await open('together');
    await updateSettings(store, { defaultServingSize: 2 });
    await Promise.all([
      updateSettings(store, profilePatch({ age: 30 })),
      updateSettings(store, profilePatch({ gender: 'female' })),
      updateSettings(store, profilePatch({ height: 165 })),
      updateSettings(store, profilePatch({ weight: 60 })),
    ]);
    const { personalProfile, defaultServingSize } = await stored(store);
    expect(personalProfile).toMatchObject({ age: 30, gender: 'female', height: 165, weight: 60 });
    expect(defaultServingSize).toBe(2);
  });

  it('keeps both profile fields when the document is created by the first of two saves', async () => {
    const store = await open('create');
    await Promise.all([
      updateSettings(store, profilePatch({ age: 41 })),
      updateSettings(store, profilePatch({ cookingSkillLevel: 'Advanced' })),
    ]);
    expect((await stored(store)).personalProfile).toMatchObject({ age: 41, cookingSkillLevel: 'Advanced' });
  });

  it('still takes plain field patches and stamps each save later than the one before', async () => {
    const store = await open('plain');
    await updateSettings(store, { preferredUnits: 'us' });
    const first = (await stored(store)).updatedAt;
    await updateSettings(store, { theme: 'dark', id: 'not-the-id' } as Partial<SettingsDoc>);
    const after = await stored(store);
    expect(after).toMatchObject({ id: SETTINGS_DOC_ID, preferredUnits: 'us', theme: 'dark' });
    expect(after.updatedAt > first).toBe(true);
    expect(Object.keys(after).sort()).toEqual(expect.arrayContaining(Object.keys(defaultSettings(first)).sort()));
  });
});
