import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_SHELL_PATHS, ROUTE_REDIRECTS } from '../../shared/domain/publicRoutes';
import { loadPrerenderedSite, PRERENDER_DIR, robotsTxt, sitemapXml } from './site/prerenderedPages';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Files that must be revalidated on every load so a new deployment is picked up. */
const NO_CACHE_FILES = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'registerSW.js']);
const APP_SHELL = new Set<string>(APP_SHELL_PATHS);

/** Answers a not-found request with a page (the app shell, or the 404 page); false when it is not a page request. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const HTML = 'text/html; charset=utf-8';

/**
 * Helmet headers that only govern a document (its scripts, framing, window), dropped from the hashed
 * scripts and styles under assets/ to save bytes per request. Kept there: nosniff,
 * Cross-Origin-Resource-Policy, Referrer-Policy and HSTS, which apply to any response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Validators and range support of the send library, dropped from the hashed files under assets/ too (~100 bytes per
 * file, 30-40 files at a start of the app): such a file never changes under its name and is cached as immutable for a
 * year, so a browser never asks whether it changed (ETag, Last-Modified) and never fetches part of one.
 */
const IMMUTABLE_FILE_NEEDLESS_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

/**
 * Serves the built client (vite build output) when it exists; dev runs Vite separately and skips this.
 * Public pages get their prerendered HTML (dist/prerendered), the old paths of the route table a
 * permanent redirect, the app's paths the app shell (index.html), and any other page path the
 * not-found page with status 404.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir = DEFAULT_CLIENT_DIR, publicUrl = ''): Promise<SpaFallback> {
  if (!existsSync(path.join(clientDir, 'index.html'))) return () => false;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    // dist/assets/*.br and *.gz, written at build (client/build/precompressPlugin.ts).
    preCompressed: true,
    // The prerendered pages are served below, for their own paths, with this server's address in them.
    allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDER_DIR}/`),
    setHeaders: (reply, filePath) => {
      const name = path.basename(filePath);
      if (NO_CACHE_FILES.has(name)) reply.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        // Helmet wrote these on the raw response (its onRequest hook).
        for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
        for (const header of IMMUTABLE_FILE_NEEDLESS_HEADERS) reply.removeHeader(header);
      }
    },
  });

  const site = loadPrerenderedSite(clientDir, publicUrl);
  if (site) {
    for (const [pagePath, html] of site.pages) {
      app.get(pagePath, (_request, reply) => reply.type(HTML).header('Cache-Control', 'no-cache').send(html));
    }
    app.get('/sitemap.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').send(sitemapXml(site, publicUrl)));
    app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)));
  }
  for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
    app.get(from, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? to : `${to}${request.url.slice(query)}`, 301);
    });
  }

  return (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';
    if (!isPage) return false;
    reply.header('Cache-Control', 'no-cache');
    const pathName = request.url.split('?')[0] ?? '/';
    if (site?.notFound && !APP_SHELL.has(pathName)) {
      reply.code(404).type(HTML).send(site.notFound);
      return true;
    }
    reply.sendFile('index.html');
    return true;
  };
}
