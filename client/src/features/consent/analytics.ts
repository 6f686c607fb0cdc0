import { CONSENT_UPDATED_EVENT, choicesInForce } from '../../../../shared/domain/consent';
import type { AnalyticsEvent } from '../../../../shared/schemas/analytics';
import { currentConsent } from './consentStore';
import { syncExternalTag } from './externalTag';

const DEVICE_KEY = 'analytics_device';
const ENDPOINT = '/api/analytics/events';

function allowed(): boolean {
  return choicesInForce(currentConsent()).analytics;
}

/** A random id for this device, kept only while analytics consent lasts. */
function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Sends one event to our own server, only with analytics consent (nothing before it, nothing after withdrawal). */
export function track(event: AnalyticsEvent): void {
  if (!allowed() || !navigator.onLine) return;
  const id = deviceId();
  void fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...(id ? { deviceId: id } : {}), events: [event] }),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** recipe_conversion with its recipe type and filter count (spec §7). */
export function trackConversion(recipeType: 'convert' | 'create' | 'surprise', filterCount: number): void {
  track({ type: 'recipe_conversion', recipe_type: recipeType, filter_count: filterCount });
}

/** Page views on every path change, and the optional external tag; the device id is forgotten and the tag removed when analytics consent is withdrawn. */
export function startAnalytics(subscribePath: (onPath: (path: string) => void) => () => void): () => void {
  // The last path counted: a page seen before consent is counted when consent is given on it.
  let counted: string | null = null;
  const onPath = (path: string) => {
    if (path === counted || !allowed()) return;
    counted = path;
    track({ type: 'page_view', path: path.slice(0, 200) });
  };
  const unsubscribe = subscribePath(onPath);
  const onConsent = () => {
    void syncExternalTag(allowed(), allowed);
    if (!allowed()) {
      counted = null;
      try {
        localStorage.removeItem(DEVICE_KEY);
      } catch {
        // nothing stored
      }
    } else onPath(window.location.pathname);
  };
  window.addEventListener(CONSENT_UPDATED_EVENT, onConsent);
  void syncExternalTag(allowed(), allowed);
  onPath(window.location.pathname);
  return () => {
    unsubscribe();
    window.removeEventListener(CONSENT_UPDATED_EVENT, onConsent);
  };
}
