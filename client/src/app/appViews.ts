/** The four views of /app (spec §2 App shell); exactly one is on. */
export const APP_VIEWS = ['convert', 'recipes', 'meal-planning', 'settings'] as const;
export type AppView = (typeof APP_VIEWS)[number];

export const VIEW_LABELS: Record<AppView, string> = {
  convert: 'Convert',
  recipes: 'Recipe Book',
  'meal-planning': 'Meal Planning',
  settings: 'Settings',
};

export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'preferences', label: 'Default preferences' },
  { id: 'health', label: 'Health profile' },
  { id: 'privacy', label: 'Privacy and AI consent' },
  { id: 'subscription', label: 'Plan and billing' },
  { id: 'backup', label: 'Backup and restore' },
  { id: 'account', label: 'Account' },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export function isAppView(value: unknown): value is AppView {
  return typeof value === 'string' && (APP_VIEWS as readonly string[]).includes(value);
}

export function isSettingsSection(value: unknown): value is SettingsSectionId {
  return typeof value === 'string' && SETTINGS_SECTIONS.some((s) => s.id === value);
}
