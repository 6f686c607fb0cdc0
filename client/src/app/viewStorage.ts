import { type AppView, isAppView, type SettingsSectionId, settingsSectionFrom } from './appViews';

/** The current view and settings section survive reloads within the tab (spec: kept in session storage). */
export const VIEW_KEY = 'app.view';
const SECTION_KEY = 'app.settingsSection';

export interface StoredView {
  view: AppView;
  section: SettingsSectionId | null;
}

export function readStoredView(storage: Pick<Storage, 'getItem'>): StoredView {
  try {
    const view = storage.getItem(VIEW_KEY);
    const section = storage.getItem(SECTION_KEY);
    return { view: isAppView(view) ? view : 'convert', section: settingsSectionFrom(section) };
  } catch {
    return { view: 'convert', section: null };
  }
}

export function writeStoredView(storage: Pick<Storage, 'setItem' | 'removeItem'>, value: StoredView): void {
  try {
    storage.setItem(VIEW_KEY, value.view);
    if (value.section) storage.setItem(SECTION_KEY, value.section);
    else storage.removeItem(SECTION_KEY);
  } catch {
    // storage full or blocked: the view just is not remembered
  }
}

/** ?section= wins over the stored view: it opens Settings at that section. */
export function initialView(stored: StoredView, sectionParam: string | undefined): StoredView {
  if (sectionParam !== undefined) return { view: 'settings', section: settingsSectionFrom(sectionParam) };
  return stored;
}

/** The view /app opens at start (as useAppView decides it), from the tab's storage and the address's query string. */
export function viewToOpen(storage: Pick<Storage, 'getItem'>, search: string): AppView {
  return initialView(readStoredView(storage), new URLSearchParams(search).get('section') ?? undefined).view;
}

/** The view /app opens at start, read now from this tab's storage and address (as if nothing were stored where storage is blocked). */
export function viewToOpenNow(): AppView {
  let storage: Pick<Storage, 'getItem'> = { getItem: () => null };
  try {
    storage = sessionStorage;
  } catch {
    // storage blocked: the view opens as if nothing were stored
  }
  return viewToOpen(storage, location.search);
}
