import { useSyncExternalStore } from 'react';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_UPDATED_EVENT,
  type ConsentChoices,
  type ConsentRecord,
  consentRecord,
  isPreferenceKey,
  parseConsentRecord,
} from '../../../../shared/domain/consent';

function read(): ConsentRecord | null {
  try {
    return parseConsentRecord(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

let current: ConsentRecord | null = typeof window === 'undefined' ? null : read();
const listeners = new Set<() => void>();

function publish(record: ConsentRecord | null): void {
  current = record;
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: record }));
}

/** Removes every item kept only for preferences, from both storages (withdrawing preferences consent). */
export function wipePreferenceItems(): void {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
      for (const key of keys) if (isPreferenceKey(key)) storage.removeItem(key);
    } catch {
      // storage blocked: nothing was kept
    }
  }
}

/** Stores the choice, fires consent-updated, and wipes preference items when preferences were withdrawn. */
export function saveConsent(choices: ConsentChoices): void {
  const record = consentRecord(choices);
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage blocked: the choice holds for this page only
  }
  if (!choices.preferences) wipePreferenceItems();
  publish(record);
}

/** Clears the record: the banner shows again and nothing optional is allowed. */
export function clearConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  wipePreferenceItems();
  publish(null);
}

export function currentConsent(): ConsentRecord | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribe, currentConsent, () => null);
}

let openSettings: (() => void) | null = null;
/** The footer's "Cookie Settings" reaches the dialog through this. */
export function registerCookieSettingsOpener(open: (() => void) | null): void {
  openSettings = open;
}
export function openCookieSettings(): void {
  openSettings?.();
}
