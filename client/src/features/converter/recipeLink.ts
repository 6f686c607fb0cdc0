import { LINK_TEXTS } from '../../../../shared/domain/converterTexts';
import type { RecipeLinkRequest } from '../../../../shared/schemas/recipeLinkApi';
import { currentUser, getAccessToken } from '../../auth/session';
import type { LinkSource } from './linkSource';

/** A recipe text that is only a link: the server reads the recipe from the page. */
export function linkIn(text: string): string | null {
  const trimmed = text.trim();
  return /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : null;
}

/**
 * A text that is only an address the app cannot read (ftp://…, file://…, www.… without its scheme): the
 * message asking for a full web address, rather than converting the address as if it were a recipe.
 */
export function unreadableLinkIn(text: string): string | null {
  const trimmed = text.trim();
  if (linkIn(trimmed)) return null;
  return /^(?:[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+\.\S+)$/i.test(trimmed) ? LINK_TEXTS.invalidUrl : null;
}

/** The recipe on the linked page as recipe text, read by the server (SSRF-safe), or the reason it could not be. */
export async function importRecipeLink(
  url: string,
  signal?: AbortSignal,
): Promise<{ ok: true; text: string; source: LinkSource } | { ok: false; error: string }> {
  if (!linkIn(url)) return { ok: false, error: LINK_TEXTS.invalidUrl };
  // Only the server can read the page: offline, say that, not that the user must sign in.
  if (!navigator.onLine) return { ok: false, error: LINK_TEXTS.offline };
  try {
    const token = await getAccessToken();
    // A signed-in user without a fresh token could not reach the server to refresh it: a connection problem.
    if (!token) return { ok: false, error: currentUser() ? LINK_TEXTS.serverUnreachable : LINK_TEXTS.signedOut };
    const response = await fetch('/api/recipe-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ url: url.trim() } satisfies RecipeLinkRequest),
      ...(signal ? { signal } : {}),
    });
    const body = (await response.json().catch(() => ({}))) as {
      text?: unknown;
      message?: unknown;
      url?: unknown;
      siteName?: unknown;
      imageUrl?: unknown;
    };
    if (response.ok && typeof body.text === 'string') {
      const source: LinkSource = {
        url: typeof body.url === 'string' && body.url ? body.url : url.trim(),
        siteName: typeof body.siteName === 'string' ? body.siteName : '',
        ...(typeof body.imageUrl === 'string' && body.imageUrl ? { imageUrl: body.imageUrl } : {}),
      };
      return { ok: true, text: body.text, source };
    }
    return { ok: false, error: typeof body.message === 'string' ? body.message : LINK_TEXTS.failed };
  } catch {
    return { ok: false, error: navigator.onLine ? LINK_TEXTS.serverUnreachable : LINK_TEXTS.offline };
  }
}
