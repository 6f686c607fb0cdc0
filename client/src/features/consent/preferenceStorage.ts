import { choicesInForce } from '../../../../shared/domain/consent';
import { currentConsent } from './consentStore';

/** A preference entry as stored: the value, when it was set, and when it expires (days, optional). */
interface PreferenceEntry<T> {
  value: T;
  timestamp: number;
  expiresAt?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a UI preference on this device only with preferences consent (spec §4); without it nothing is kept. */
export function setPreference<T>(key: `pref_${string}`, value: T, expiresInDays?: number): boolean {
  if (!choicesInForce(currentConsent()).preferences) return false;
  const entry: PreferenceEntry<T> = {
    value,
    timestamp: Date.now(),
    ...(expiresInDays ? { expiresAt: Date.now() + expiresInDays * DAY_MS } : {}),
  };
  try {
    localStorage.setItem(key, JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function getPreference<T>(key: `pref_${string}`): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as PreferenceEntry<T>;
    if (entry.expiresAt && entry.expiresAt < Date.now()) {
      localStorage.removeItem(key);
      return undefined;
    }
    return entry.value;
  } catch {
    return undefined;
  }
}
