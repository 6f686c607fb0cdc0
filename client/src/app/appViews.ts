/** The four views of /app (spec §2 App shell); exactly one is on. */
export const APP_VIEWS = ['convert', 'recipes', 'meal-planning', 'settings'] as const;
export type AppView = (typeof APP_VIEWS)[number];

export const VIEW_LABELS: Record<AppView, string> = {
  convert: 'Convert',
  recipes: 'Recipe Book',
  'meal-planning': 'Meal Planning',
  settings: 'Settings',
};

/** Settings sections in the order shown (issue 13); ids are the values of ?section=. */
export const SETTINGS_SECTIONS = [
  { id: 'preferences', label: 'Preferences' },
  { id: 'profile', label: 'Profile' },
  { id: 'health-goals', label: 'Health goals' },
  { id: 'ai-data', label: 'AI data' },
  { id: 'backup', label: 'Backup' },
  { id: 'account', label: 'Account' },
  { id: 'subscription', label: 'Plan and billing' },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** Older section names still found in links and session storage. */
const SETTINGS_SECTION_ALIASES: Readonly<Record<string, SettingsSectionId>> = {
  health: 'health-goals',
  privacy: 'ai-data',
  billing: 'subscription',
  plan: 'subscription',
};

/** The section a ?section= value or stored value names, aliases included; null for anything else. */
export function settingsSectionFrom(value: unknown): SettingsSectionId | null {
  if (typeof value !== 'string') return null;
  if (SETTINGS_SECTIONS.some((s) => s.id === value)) return value as SettingsSectionId;
  return SETTINGS_SECTION_ALIASES[value] ?? null;
}

export function isAppView(value: unknown): value is AppView {
  return typeof value === 'string' && (APP_VIEWS as readonly string[]).includes(value);
}

export function isSettingsSection(value: unknown): value is SettingsSectionId {
  return typeof value === 'string' && SETTINGS_SECTIONS.some((s) => s.id === value);
}
