import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  bannerNeeded,
  choicesInForce,
  consentRecord,
  consentState,
  isPreferenceKey,
  parseConsentRecord,
  REJECT_OPTIONAL,
  SETTINGS_DEFAULTS,
} from '../../shared/domain/consent';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('cookie consent validity (§5)', () => {
  it('is valid under 180 days and version 1.0; a refresh is flagged after 150 days', () => {
    expect(consentState(consentRecord(ACCEPT_ALL, daysAgo(0)), now)).toBe('valid');
    expect(consentState(consentRecord(ACCEPT_ALL, daysAgo(150)), now)).toBe('valid');
    expect(consentState(consentRecord(ACCEPT_ALL, daysAgo(150.5)), now)).toBe('refresh-due');
    expect(consentState(consentRecord(ACCEPT_ALL, daysAgo(179.9)), now)).toBe('refresh-due');
    expect(consentState(consentRecord(ACCEPT_ALL, daysAgo(180)), now)).toBe('expired');
    expect(consentState(null, now)).toBe('missing');
    expect(consentState({ ...consentRecord(ACCEPT_ALL, now), version: '0.9' as '1.0' }, now)).toBe('missing');
  });

  it('needs the banner when nothing valid is stored, and allows nothing optional then', () => {
    expect(bannerNeeded(null, now)).toBe(true);
    expect(bannerNeeded(consentRecord(ACCEPT_ALL, daysAgo(200)), now)).toBe(true);
    expect(bannerNeeded(consentRecord(REJECT_OPTIONAL, daysAgo(10)), now)).toBe(false);
    expect(choicesInForce(consentRecord(ACCEPT_ALL, daysAgo(200)), now)).toEqual(REJECT_OPTIONAL);
    expect(choicesInForce(consentRecord(ACCEPT_ALL, daysAgo(10)), now)).toEqual(ACCEPT_ALL);
  });

  it('banner Accept All sets all four; Reject only essential; the settings dialog starts with preferences on', () => {
    expect(ACCEPT_ALL).toEqual({ essential: true, analytics: true, preferences: true, marketing: true });
    expect(REJECT_OPTIONAL).toEqual({ essential: true, analytics: false, preferences: false, marketing: false });
    expect(SETTINGS_DEFAULTS).toEqual({ essential: true, analytics: false, preferences: true, marketing: false });
  });

  it('stores version 1.0 and a timestamp; essential cannot be turned off; malformed storage is no consent', () => {
    const record = consentRecord({ ...ACCEPT_ALL, essential: false as true }, now);
    expect(record).toEqual({ preferences: ACCEPT_ALL, timestamp: now.toISOString(), version: '1.0' });
    expect(parseConsentRecord(JSON.stringify(record))).toEqual(record);
    for (const raw of ['', 'not json', '{}', '{"preferences":{"analytics":"yes"},"timestamp":"x","version":"1.0"}', 'null']) {
      expect(parseConsentRecord(raw)).toBeNull();
    }
  });

  it('knows which stored items exist only for preferences (wiped on withdrawal)', () => {
    for (const key of [
      'pref_units',
      'recipeBook_view',
      'recipeBook_filters',
      'theme',
      'viewMode',
      'collapsed_sections',
      'tooltip_seen',
      'display_density',
      'ui_sidebar',
      'defaultFilters',
      'userPreferences',
    ]) {
      expect(isPreferenceKey(key)).toBe(true);
    }
    for (const key of ['cookieConsent', 'app.view', 'analytics_device', 'rk-session']) expect(isPreferenceKey(key)).toBe(false);
  });
});
