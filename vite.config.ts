import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { blogPostsPlugin } from './client/build/blogPostsPlugin';
import { earlyRefresh } from './client/build/earlyRefreshPlugin';
import { entryChunks } from './client/build/entryChunks';
import { precacheTiers } from './client/build/precacheTiers';
import { precompress } from './client/build/precompressPlugin';
import { prerender } from './client/build/prerenderPlugin';
import { signedInPreload } from './client/build/signedInPreload';

const tiers = precacheTiers();
const entryGroups = entryChunks();

/** Chunks of their own, loaded only by the screens that need them (never by a public page). */
const CHUNK_GROUPS = [
  // tslib is shared by the store's rxjs and the public pages' dialogs: its own tiny chunk, so a public page never loads the store for it.
  { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 2 },
  // The local store: RxDB, its Dexie storage and what they bring; only the signed-in app loads it.
  {
    name: 'store',
    test: /node_modules[\\/](rxdb|dexie|mingo|rxjs|broadcast-channel|oblivious-set|event-reduce-js|unload|array-push-at-sort-position|custom-idle-queue|js-base64|reconnecting-websocket)[\\/]/,
  },
  // zod, with the small schema helpers every schema module imports (shared/schemas/common.ts): left to the bundler they
  // made a file of their own beside zod's, one more request wherever a schema loads.
  { name: 'schemas', test: /node_modules[\\/]zod[\\/]|[\\/]shared[\\/]schemas[\\/]common\.ts$/ },
  // What both entries load up front, and what the signed-in app does (client/build/entryChunks.ts).
  ...entryGroups.groups,
  // No group for the kitchen engine: a group also takes every dependency of its modules (zod, the
  // parser and ingredient table that the book and the recipe card use), so one parser import loaded
  // the whole engine with the Convert view. Split automatically, the engine (corpus, substitutions,
  // nutrition) is the chunk of features/converter/deviceEngine.ts's dynamic import, loaded on first use.
];

// index.html sits at the repo root; the built app goes to dist/ and the server serves it.
export default defineConfig({
  plugins: [
    react(),
    blogPostsPlugin(),
    earlyRefresh(),
    signedInPreload(),
    tiers.plugin,
    entryGroups.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'client/src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Dietary Recipe Kitchen',
        short_name: 'Recipe Kitchen',
        description: 'Convert recipes to fit your dietary needs, keep a recipe book and plan meals — even offline.',
        theme_color: '#2f6b3a',
        background_color: '#fbfaf6',
        display: 'standalone',
        start_url: '/app',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The PDF export's font engine (330 kB gzipped) is fetched when used; offline the export falls back to a standard font.
        // Prerendered public pages are served by the server for their own paths; the worker keeps the app shell.
        globIgnores: ['**/fontkit*', 'prerendered/**'],
        manifestTransforms: [tiers.transform],
      },
    }),
    precompress({ assetsDir: 'assets' }),
    // After the build: every public page rendered to HTML (dist/prerendered), see client/build/prerenderPlugin.ts.
    prerender(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A group also takes its modules' dependencies (rolldown's default), unless a group of higher priority took them first.
    rolldownOptions: {
      // index.html: the single-page app; public-site.html: the entry of the prerendered public pages (no router, no store).
      input: { index: 'index.html', site: 'public-site.html' },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
