/**
 * The optional external analytics tag (ANALYTICS_SCRIPT_URL on the server). Its address is asked for
 * only once analytics consent is given, the script is added then, and removed when consent is
 * withdrawn. Without the variable the server answers null and nothing is loaded.
 */
const TAG_ATTRIBUTE = 'data-external-analytics';
let source: Promise<string | null> | null = null;

function tagSource(): Promise<string | null> {
  source ??= fetch('/api/analytics/tag', { headers: { accept: 'application/json' }, credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<{ src?: unknown }>) : null))
    .then((body) => (typeof body?.src === 'string' ? body.src : null))
    .catch(() => {
      source = null;
      return null;
    });
  return source;
}

export function removeExternalTag(): void {
  for (const script of document.querySelectorAll(`script[${TAG_ATTRIBUTE}]`)) script.remove();
}

/** Adds or removes the tag to match the consent in force; `stillAllowed` is asked again once the address has arrived. */
export async function syncExternalTag(allowed: boolean, stillAllowed: () => boolean): Promise<void> {
  if (!allowed) {
    removeExternalTag();
    return;
  }
  const src = await tagSource();
  if (!src || !stillAllowed() || document.querySelector(`script[${TAG_ATTRIBUTE}]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(TAG_ATTRIBUTE, '');
  document.head.append(script);
}
