import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { pageModuleFor } from '../src/public/pageModules';
import { blogPostsPlugin } from './blogPostsPlugin';

/** Where the pages go inside the build, and the manifest the server reads (sync-server/src/site/prerenderedPages.ts). */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'pages.json';
const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
/** client/src/public/publicPages.ts NOT_FOUND_MARKER. */
const NOT_FOUND_MARKER = '*';
/** The public pages' HTML entry (client/src/public/main.tsx), built beside index.html. */
export const PUBLIC_SITE_HTML = 'public-site.html';

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

interface ChunkInfo {
  file: string;
  imports: string[];
  css: string[];
}

/** The page chunk's styles (so the page is styled without script) and the chunks to preload, from the build's chunk graph. */
function pageAssets(chunks: Map<string, ChunkInfo>, byFile: Map<string, ChunkInfo>, module: string): { css: string[]; js: string[] } {
  const start = chunks.get(module);
  if (!start) throw new Error(`Prerendering: no chunk for ${module}`);
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: ChunkInfo) => {
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css) css.add(file);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return { css: [...css], js: [...js] };
}

/** Puts a page into the built public-site.html: its head tags instead of the default title and description, its styles and chunk, its HTML in #root. */
export function pageDocument(
  template: string,
  page: RenderedPage,
  assets: { css: string[]; js: string[] } = { css: [], js: [] },
  readStylesheet?: (file: string) => string,
): string {
  const links = [
    ...assets.css.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const withHead = template
    .replace(/\n\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\n\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${[...links, page.head].join('\n    ')}\n  </head>`);
  const marker = ` ${PRERENDERED_PATH_ATTRIBUTE}="${page.path ?? NOT_FOUND_MARKER}"`;
  // The page's styles inline: no stylesheet request stands between the HTML and the first paint.
  const styled = readStylesheet
    ? withHead.replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (_link, file: string) => `<style>${readStylesheet(file)}</style>`,
      )
    : withHead;
  if (!styled.includes('<div id="root"></div>'))
    throw new Error(`${PUBLIC_SITE_HTML} has no empty <div id="root"></div> to prerender into`);
  return styled.replace('<div id="root"></div>', () => `<div id="root"${marker}>${page.body}</div>`);
}

/**
 * After `vite build`: builds client/src/prerender/renderPages.tsx for Node, renders every public page
 * (the same React tree the browser hydrates) and writes dist/prerendered/*.html and pages.json.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, ChunkInfo>();
  const byFile = new Map<string, ChunkInfo>();
  return {
    name: 'recipe-kitchen:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      chunks.clear();
      byFile.clear();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const info = { file: item.fileName, imports: item.imports, css: [...(item.viteMetadata?.importedCss ?? [])] };
        byFile.set(item.fileName, info);
        // Every module's chunk: a page module shared with the app's entry (the landing page) is inside a bigger chunk, not a facade.
        for (const id of item.moduleIds) {
          if (!id.startsWith('\0'))
            chunks.set(
              path
                .relative(config.root, id.split('?')[0] ?? id)
                .split(path.sep)
                .join('/'),
              info,
            );
        }
      }
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
      const template = readFileSync(path.join(outDir, PUBLIC_SITE_HTML), 'utf8');
      const pagesDir = path.join(outDir, PRERENDER_DIR);
      rmSync(pagesDir, { recursive: true, force: true });
      mkdirSync(pagesDir, { recursive: true });
      const manifest = pages.map((page) => {
        const file = fileNameFor(page.path);
        const found = pageAssets(chunks, byFile, pageModuleFor(page.path ?? NOT_FOUND_MARKER));
        // A chunk that held only styles is dropped from the output after this plugin saw the bundle (Vite's CSS step):
        // its styles stay linked, the script that is not written is never named.
        const written = (file: string) => existsSync(path.join(outDir, file));
        const assets = { css: found.css.filter(written), js: found.js.filter(written) };
        const readStylesheet = (css: string) => readFileSync(path.join(outDir, css), 'utf8');
        writeFileSync(path.join(pagesDir, file), pageDocument(template, page, assets, readStylesheet));
        return { path: page.path, file, ...(page.lastmod ? { lastmod: page.lastmod } : {}) };
      });
      writeFileSync(path.join(pagesDir, PRERENDER_MANIFEST), `${JSON.stringify({ pages: manifest }, null, 2)}\n`);
    },
  };
}
