/**
 * Entry of the prerender build (client/build/prerenderPlugin.ts): renders every public page of the
 * route table to HTML with the same tree the browser hydrates (client/src/public/main.tsx), plus its head (title, description,
 * canonical, Open Graph, JSON-LD). Runs in Node at build time only.
 */

import type { Readable } from 'node:stream';
import { BLOG_POSTS } from 'virtual:blog-posts';
import { prerenderToNodeStream } from 'react-dom/static';
import { blogPostPath, PRERENDERED_PATHS } from '../../../shared/domain/publicRoutes';
import type { PageMeta } from '../meta/pageMeta';
import { collectPageMetaOnServer } from '../meta/usePageMeta';
import { PublicRoot } from '../public/PublicRoot';
import { loadPublicPage, NOT_FOUND_MARKER } from '../public/publicPages';
import { ORIGIN_PLACEHOLDER, structuredDataFor } from './structuredData';

export interface PrerenderedPage {
  /** The route ('/about'), or null for the not-found page served for every unknown path. */
  path: string | null;
  head: string;
  body: string;
  /** Blog posts' publication date, for the sitemap. */
  lastmod?: string;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headFor(meta: PageMeta, path: string | null): string {
  const canonical = path === null ? null : `${ORIGIN_PLACEHOLDER}${path}`;
  const tags = [
    `<title>${escapeText(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    meta.keywords ? `<meta name="keywords" content="${escapeAttr(meta.keywords)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    canonical ? `<link rel="canonical" href="${canonical}" />` : '',
    `<meta property="og:site_name" content="Dietary Recipe Kitchen" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    canonical ? `<meta property="og:url" content="${canonical}" />` : '',
    `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/icons/icon-512.png" />`,
    '<meta name="twitter:card" content="summary" />',
  ];
  const data = path === null ? null : structuredDataFor(path, BLOG_POSTS);
  // Inside <script>, "<" is escaped so no text of ours can close the element.
  if (data) tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  return tags.filter(Boolean).join('\n    ');
}

async function streamToString(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the page of a marker (its path, or NOT_FOUND_MARKER) exactly as client/src/public/main.tsx hydrates it. */
async function renderAt(marker: string): Promise<{ body: string; meta: PageMeta }> {
  const Page = await loadPublicPage(marker);
  let meta: PageMeta | null = null;
  collectPageMetaOnServer((m) => {
    meta = m;
  });
  try {
    // prerenderToNodeStream waits for lazy parts (route chunks, the contact form) instead of leaving fallbacks.
    const { prelude } = await prerenderToNodeStream(<PublicRoot Page={Page} />);
    const body = await streamToString(prelude as unknown as Readable);
    if (!meta) throw new Error(`Prerendering ${marker}: the page set no metadata (usePageMeta)`);
    return { body, meta };
  } finally {
    collectPageMetaOnServer(null);
  }
}

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  const paths: { path: string; lastmod?: string }[] = [
    ...PRERENDERED_PATHS.map((path) => ({ path })),
    ...BLOG_POSTS.map((post) => ({ path: blogPostPath(post.id), lastmod: post.date })),
  ];
  for (const { path, lastmod } of paths) {
    const { body, meta } = await renderAt(path);
    pages.push({ path, head: headFor(meta, path), body, ...(lastmod ? { lastmod } : {}) });
  }
  const notFound = await renderAt(NOT_FOUND_MARKER);
  pages.push({ path: null, head: headFor(notFound.meta, null), body: notFound.body });
  return pages;
}
