import { useEffect } from 'react';
import { PAGE_META, type PageKey, type PageMeta } from './pageMeta';

function upsertMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

function applyPageMeta(meta: PageMeta, path: string): void {
  document.title = meta.title;
  const canonicalUrl = new URL(path, window.location.origin).href;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('name', 'keywords', meta.keywords ?? null);
  upsertMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : null);
  upsertMeta('property', 'og:title', meta.title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:type', meta.ogType);
  upsertMeta('property', 'og:url', canonicalUrl);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = canonicalUrl;
}

/** Sets title, description, canonical, og type and robots for the page on every navigation to it. */
export function usePageMeta(key: PageKey, override?: Partial<PageMeta>): void {
  const title = override?.title;
  const description = override?.description;
  useEffect(() => {
    const base = PAGE_META[key];
    applyPageMeta({ ...base, ...(title ? { title } : {}), ...(description ? { description } : {}) }, window.location.pathname);
  }, [key, title, description]);
}
