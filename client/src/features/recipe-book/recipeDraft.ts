/** Unsaved recipe form input kept in sessionStorage, so an accidental close or reload loses nothing. */
export interface RecipeDraftValues {
  title: string;
  convertedRecipe: string;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'recipeDraft:';

export function isDraftChanged(initial: RecipeDraftValues, values: RecipeDraftValues): boolean {
  return initial.title !== values.title || initial.convertedRecipe !== values.convertedRecipe;
}

export function readDraft(storage: DraftStorage, key: string): RecipeDraftValues | null {
  try {
    const raw = storage.getItem(PREFIX + key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { title, convertedRecipe } = value as Record<string, unknown>;
    return typeof title === 'string' && typeof convertedRecipe === 'string' ? { title, convertedRecipe } : null;
  } catch {
    return null;
  }
}

/** Stores the draft while it differs from what is saved; an unchanged form leaves no draft behind. */
export function writeDraft(storage: DraftStorage, key: string, initial: RecipeDraftValues, values: RecipeDraftValues): void {
  try {
    if (isDraftChanged(initial, values)) storage.setItem(PREFIX + key, JSON.stringify(values));
    else storage.removeItem(PREFIX + key);
  } catch {
    // storage full or unavailable: the open form still holds the text
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(PREFIX + key);
  } catch {
    // nothing stored
  }
}
