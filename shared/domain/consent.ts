/**
 * Cookie consent (public-site-and-plans §2, §3, §4, §5, §9): the record kept on the device, its validity,
 * the banner's and the settings dialog's choices and texts, and what withdrawing preferences wipes.
 */
export const CONSENT_VERSION = '1.0';
export const CONSENT_VALID_DAYS = 180;
export const CONSENT_REFRESH_DAYS = 150;
export const CONSENT_STORAGE_KEY = 'cookieConsent';
export const CONSENT_UPDATED_EVENT = 'consent-updated';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentChoices {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  preferences: ConsentChoices;
  /** ISO timestamp of the choice. */
  timestamp: string;
  version: typeof CONSENT_VERSION;
}

/** Banner Accept All: all four on. */
export const ACCEPT_ALL: ConsentChoices = { essential: true, analytics: true, preferences: true, marketing: true };
/** Reject (banner) and Reject Optional (settings): essential only. */
export const REJECT_OPTIONAL: ConsentChoices = { essential: true, analytics: false, preferences: false, marketing: false };
/** The Cookie Settings dialog opens with these when nothing is stored: preferences on, the rest off. */
export const SETTINGS_DEFAULTS: ConsentChoices = { essential: true, analytics: false, preferences: true, marketing: false };

export type ConsentState = 'missing' | 'expired' | 'valid' | 'refresh-due';

/** Parses what storage holds; anything malformed counts as no consent. */
export function parseConsentRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    const p = value.preferences;
    if (!p || typeof value.timestamp !== 'string' || Number.isNaN(Date.parse(value.timestamp))) return null;
    if (typeof p.analytics !== 'boolean' || typeof p.preferences !== 'boolean' || typeof p.marketing !== 'boolean') return null;
    return {
      preferences: { essential: true, analytics: p.analytics, preferences: p.preferences, marketing: p.marketing },
      timestamp: value.timestamp,
      version: value.version as typeof CONSENT_VERSION,
    };
  } catch {
    return null;
  }
}

/** Valid only under 180 days old and of version 1.0; a refresh is flagged after 150 days (§5). */
export function consentState(record: ConsentRecord | null, now: Date = new Date()): ConsentState {
  if (!record || record.version !== CONSENT_VERSION) return 'missing';
  const age = now.getTime() - Date.parse(record.timestamp);
  if (age >= CONSENT_VALID_DAYS * DAY_MS) return 'expired';
  if (age > CONSENT_REFRESH_DAYS * DAY_MS) return 'refresh-due';
  return 'valid';
}

/** The banner is needed when nothing valid is stored. */
export function bannerNeeded(record: ConsentRecord | null, now: Date = new Date()): boolean {
  const state = consentState(record, now);
  return state === 'missing' || state === 'expired';
}

/** The choices in force: a missing or expired record allows nothing optional. */
export function choicesInForce(record: ConsentRecord | null, now: Date = new Date()): ConsentChoices {
  return bannerNeeded(record, now) || !record ? REJECT_OPTIONAL : record.preferences;
}

export function consentRecord(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  return { preferences: { ...choices, essential: true }, timestamp: now.toISOString(), version: CONSENT_VERSION };
}

/**
 * Device-stored items that exist only for preferences (theme, default filters, user preferences, view
 * mode, collapsed sections, tooltips, display and UI settings): their key prefixes. Withdrawing
 * preferences consent removes every key that starts with one of them.
 */
export const PREFERENCE_KEY_PREFIXES = [
  'pref_',
  'recipeBook_',
  'theme',
  'defaultFilters',
  'userPreferences',
  'viewMode',
  'collapsed_',
  'tooltip_',
  'display_',
  'ui_',
] as const;

export function isPreferenceKey(key: string): boolean {
  return PREFERENCE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export const CONSENT_TEXTS = {
  bannerTitle: 'We use cookies',
  bannerText:
    'We use cookies and similar storage to keep you signed in and the app working offline, and, with your consent, to remember your preferences and measure use. By continuing you consent to essential cookies.',
  reject: 'Reject',
  acceptAll: 'Accept All',
  customize: 'Customize',
  settingsTitle: 'Cookie Settings',
  savePreferences: 'Save Preferences',
  rejectOptional: 'Reject Optional',
  badge: 'GDPR & CCPA',
  alwaysOn: 'Always on',
  footerLink: 'Cookie Settings',
  refreshDue: 'Your cookie choices are almost six months old. Please confirm them.',
  categories: {
    essential: { label: 'Essential', text: 'Sign-in, security and the offline copy of your own data. Needed for the app to work.' },
    analytics: {
      label: 'Analytics',
      text: 'Counts page views and conversions on our own server so we can improve the product. An external analytics service, if this site’s operator set one up, loads only with this consent.',
    },
    preferences: {
      label: 'Preferences',
      text: 'Remembers choices on this device such as the recipe book view, filters and display settings.',
    },
    marketing: { label: 'Marketing', text: 'Would let us measure campaigns. We run none today; it stays off unless you switch it on.' },
  },
  thirdParties: [
    { kind: 'Authentication and storage', who: 'Our own servers (accounts, sync database); Google, only if you sign in with Google.' },
    {
      kind: 'Analytics',
      who: 'Our own server (events kept 2 months, user-level data 14 months); the external analytics service the operator configured, if any.',
    },
    {
      kind: 'AI generation',
      who: 'The built-in engine on our server, or the OpenAI-compatible service the operator configured, only with your AI-data consent.',
    },
    { kind: 'Hosting', who: 'The operator of this server; payments through Stripe when you buy a plan.' },
  ],
} as const;

/** Analytics retention (§9): events 2 months, user-level data 14 months. */
export const ANALYTICS_EVENT_RETENTION_DAYS = 61;
export const ANALYTICS_USER_RETENTION_DAYS = 426;
