import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { blogPostsPlugin } from './blogPostsPlugin';

/** Where the pages go inside the build, and the manifest the server reads (sync-server/src/site/prerenderedPages.ts). */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'pages.json';
const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

interface RenderedPage {
  path: string | null;
  head: string;
  body: string;
  lastmod?: string;
}

/** The service worker's registration module exists only in the browser build; prerendering never registers one. */
function pwaRegisterStub(): Plugin {
  return {
    name: 'recipe-kitchen:pwa-register-stub',
    resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : undefined),
    load: (id) => (id === '\0pwa-register-stub' ? 'export function registerSW() { return async () => undefined; }' : undefined),
  };
}

const fileNameFor = (pagePath: string | null) =>
  pagePath === null ? '404.html' : pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replace(/\//g, '__')}.html`;

/** Puts a page into the built index.html: its head tags instead of the default title and description, its HTML in #root. */
export function pageDocument(template: string, page: RenderedPage): string {
  const withHead = template
    .replace(/\n\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\n\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${page.head}\n  </head>`);
  const marker = page.path === null ? '' : ` ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}"`;
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return withHead.replace('<div id="root"></div>', () => `<div id="root"${marker}>${page.body}</div>`);
}

/**
 * After `vite build`: builds client/src/prerender/renderPages.tsx for Node, renders every public page
 * (the same React tree the browser hydrates) and writes dist/prerendered/*.html and pages.json.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'recipe-kitchen:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const root = config.root;
      const outDir = path.resolve(root, config.build.outDir);
      const ssrDir = path.join(root, 'node_modules', '.cache', 'prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: config.mode,
        plugins: [react(), blogPostsPlugin(root), pwaRegisterStub()],
        build: {
          ssr: path.join(root, 'client/src/prerender/renderPages.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const module = (await import(pathToFileURL(path.join(ssrDir, 'renderPages.js')).href)) as {
        prerenderPages: () => Promise<RenderedPage[]>;
      };
      const pages = await module.prerenderPages();
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const pagesDir = path.join(outDir, PRERENDER_DIR);
      rmSync(pagesDir, { recursive: true, force: true });
      mkdirSync(pagesDir, { recursive: true });
      const manifest = pages.map((page) => {
        const file = fileNameFor(page.path);
        writeFileSync(path.join(pagesDir, file), pageDocument(template, page));
        return { path: page.path, file, ...(page.lastmod ? { lastmod: page.lastmod } : {}) };
      });
      writeFileSync(path.join(pagesDir, PRERENDER_MANIFEST), `${JSON.stringify({ pages: manifest }, null, 2)}\n`);
    },
  };
}
