import { getAccessToken } from '../../auth/session';

/** A recipe text that is only a link: the server reads the recipe from the page. */
export function linkIn(text: string): string | null {
  const trimmed = text.trim();
  return /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : null;
}

/** The recipe on the linked page as recipe text, read by the server (SSRF-safe), or the reason it could not be. */
export async function importRecipeLink(
  url: string,
  signal?: AbortSignal,
): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
  try {
    const token = await getAccessToken();
    if (!token) return { ok: false, error: 'Please sign in to read recipes from links.' };
    const response = await fetch('/api/recipe-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ url }),
      ...(signal ? { signal } : {}),
    });
    const body = (await response.json().catch(() => ({}))) as { text?: unknown; message?: unknown };
    if (response.ok && typeof body.text === 'string') return { ok: true, text: body.text };
    return { ok: false, error: typeof body.message === 'string' ? body.message : 'Could not read a recipe from this link.' };
  } catch {
    return { ok: false, error: 'Could not reach the server to read the link. Paste the recipe text instead.' };
  }
}
