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

let serverCollector: ((meta: PageMeta) => void) | null = null;
/** Prerendering: hears the metadata of the page being rendered (effects do not run there), to write it into the HTML's head. */
export function collectPageMetaOnServer(collector: ((meta: PageMeta) => void) | null): void {
  serverCollector = collector;
}

/** Sets title, description, canonical, og type and robots for the page on every navigation to it. */
export function usePageMeta(key: PageKey, override?: Partial<PageMeta>): void {
  const title = override?.title;
  const description = override?.description;
  const meta: PageMeta = { ...PAGE_META[key], ...(title ? { title } : {}), ...(description ? { description } : {}) };
  serverCollector?.(meta);
  useEffect(() => {
    applyPageMeta({ ...PAGE_META[key], ...(title ? { title } : {}), ...(description ? { description } : {}) }, window.location.pathname);
  }, [key, title, description]);
}
