import type { Config } from '../config';

/** One photo service: returns candidate image URLs for the keywords (best first). */
export type PhotoSearch = (query: string, signal: AbortSignal) => Promise<string[]>;

async function getJson(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`image search answered HTTP ${response.status}`);
  return response.json();
}

function unsplash(key: string, root: string): PhotoSearch {
  return async (query, signal) => {
    const url = `${root}/search/photos?query=${encodeURIComponent(query)}&per_page=10&orientation=landscape&content_filter=high`;
    const body = (await getJson(url, { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' }, signal)) as {
      results?: { urls?: { regular?: unknown } }[];
    };
    return (body.results ?? []).map((r) => r.urls?.regular).filter((u): u is string => typeof u === 'string' && u.startsWith('https://'));
  };
}

function pexels(key: string, root: string): PhotoSearch {
  return async (query, signal) => {
    const url = `${root}/v1/search?query=${encodeURIComponent(query)}&per_page=10&orientation=landscape`;
    const body = (await getJson(url, { Authorization: key }, signal)) as { photos?: { src?: { large?: unknown } }[] };
    return (body.photos ?? []).map((p) => p.src?.large).filter((u): u is string => typeof u === 'string' && u.startsWith('https://'));
  };
}

/** Unsplash when UNSPLASH_ACCESS_KEY is set, else Pexels when PEXELS_API_KEY is set, else none (built-in pictures). */
export function photoSearchFor(config: Config): PhotoSearch | undefined {
  if (config.unsplashAccessKey) return unsplash(config.unsplashAccessKey, config.unsplashApiUrl);
  if (config.pexelsApiKey) return pexels(config.pexelsApiKey, config.pexelsApiUrl);
  return undefined;
}
