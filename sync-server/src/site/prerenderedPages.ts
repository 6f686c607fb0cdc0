import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the build (client/build/prerenderPlugin.ts): dist/prerendered/pages.json and one HTML file per page. */
export const PRERENDER_DIR = 'prerendered';
const MANIFEST = 'pages.json';
/** The build cannot know the deployment's address: canonical links and JSON-LD carry this until the server loads them. */
const ORIGIN_PLACEHOLDER = '%%PUBLIC_URL%%';

const manifestSchema = z.object({
  pages: z.array(
    z.object({
      path: z.string().startsWith('/').nullable(),
      file: z.string().regex(/^[\w.-]+\.html$/),
      lastmod: z.string().optional(),
    }),
  ),
});

export interface PrerenderedSite {
  /** Path → the page's HTML, with this server's PUBLIC_URL in its links. */
  pages: Map<string, string>;
  /** The not-found page, sent with status 404 for unknown paths. */
  notFound: string | null;
  /** Blog posts' publication dates, for the sitemap. */
  lastmod: Map<string, string>;
}

/** Reads the prerendered pages once at start; null when the build has none (an older build, or dev). */
export function loadPrerenderedSite(clientDir: string, publicUrl: string): PrerenderedSite | null {
  const dir = path.join(clientDir, PRERENDER_DIR);
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const site: PrerenderedSite = { pages: new Map(), notFound: null, lastmod: new Map() };
  for (const entry of manifest.pages) {
    const html = readFileSync(path.join(dir, entry.file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, publicUrl);
    if (entry.path === null) site.notFound = html;
    else site.pages.set(entry.path, html);
    if (entry.path && entry.lastmod) site.lastmod.set(entry.path, entry.lastmod);
  }
  return site;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every prerendered page (all of them indexable), home first. */
export function sitemapXml(site: PrerenderedSite, publicUrl: string): string {
  const urls = [...site.pages.keys()].map((pagePath) => {
    const lastmod = site.lastmod.get(pagePath);
    return `  <url><loc>${xmlEscape(`${publicUrl}${pagePath}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site is open; the signed-in app and the API are not for crawlers. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /app', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
