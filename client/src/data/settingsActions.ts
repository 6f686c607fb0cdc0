import { defaultSettings, SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

/**
 * A change of the settings: fields to set, or a function of the stored settings giving them. A change of
 * part of a field (one entry of the profile) must be the function: a screen's copy of the settings may be
 * older than the store (a save made before the store has shown the previous one), and setting the whole
 * field from that copy would undo the previous save.
 */
export type SettingsPatch = Partial<SettingsDoc> | ((stored: SettingsDoc) => Partial<SettingsDoc>);

const fieldsOf = (patch: SettingsPatch, stored: SettingsDoc): Partial<SettingsDoc> => {
  const { id: _id, ...fields } = typeof patch === 'function' ? patch(stored) : patch;
  return fields;
};

/** Patches the settings document, creating it from the defaults the first time; a function patch sees the state it is applied to. */
export async function updateSettings(db: KitchenDatabase, patch: SettingsPatch): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const doc = await db.settings.findOne(SETTINGS_DOC_ID).exec();
    if (doc) {
      // Applied to the newest stored state, in the document's write queue: two saves in flight both stay.
      await doc.incrementalModify((stored) => {
        const current = stored as SettingsDoc;
        return { ...current, ...fieldsOf(patch, current), updatedAt: nextStamp(db, current.updatedAt) };
      });
      return;
    }
    const updatedAt = nextStamp(db);
    const defaults = defaultSettings(updatedAt);
    try {
      await db.settings.insert({ ...defaults, ...fieldsOf(patch, defaults), id: SETTINGS_DOC_ID, updatedAt });
      return;
    } catch (error) {
      // Another write created it meanwhile: patch that one.
      if (attempt === 1) throw error;
    }
  }
}
