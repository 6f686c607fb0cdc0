import { defaultSettings, SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

/** Patches the settings document, creating it from the defaults the first time. */
export async function updateSettings(db: KitchenDatabase, patch: Partial<SettingsDoc>): Promise<void> {
  const { id: _id, ...fields } = patch;
  for (let attempt = 0; attempt < 2; attempt++) {
    const doc = await db.settings.findOne(SETTINGS_DOC_ID).exec();
    const updatedAt = nextStamp(db, doc?.updatedAt);
    if (doc) {
      await doc.incrementalPatch({ ...fields, updatedAt });
      return;
    }
    try {
      await db.settings.insert({ ...defaultSettings(updatedAt), ...fields, id: SETTINGS_DOC_ID, updatedAt });
      return;
    } catch (error) {
      // Another write created it meanwhile: patch that one.
      if (attempt === 1) throw error;
    }
  }
}
