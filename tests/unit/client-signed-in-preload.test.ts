import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { signedInFiles, signedInPreload, signedInPreloadScript } from '../../client/build/signedInPreload';
import { FILL_FIRST_GLOBAL } from '../../client/src/auth/sessionKeys';
import { SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';

/**
 * The app page's script that preloads the signed-in app's code and its opening view's (client/build/signedInPreload.ts):
 * which files it names from the built bundle, and what it asks for in a page of fakes.
 */

const src = (file: string) => `/work/repo/client/src/${file}`;
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  facadeModuleId: isEntry ? '/work/repo/index.html' : null,
  moduleIds,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A bundle shaped like the app's: the entry's chunks, the signed-in app (a manual group), the views. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['/work/repo/index.html'], ['assets/base-1.js', 'assets/app-1.js'], [], true),
    chunk('assets/base-1.js', [src('main.tsx')]),
    chunk('assets/app-1.js', [src('router.tsx')], ['assets/base-1.js'], ['assets/app-1.css']),
    chunk(
      'assets/SignedInApp-1.js',
      [src('app/AppShell.tsx'), src('app/SignedInApp.tsx')],
      ['assets/base-1.js', 'assets/store-1.js'],
      ['assets/SignedInApp-1.css'],
    ),
    chunk('assets/store-1.js', [src('data/database.ts')], ['assets/base-1.js']),
    chunk('assets/earlyFirstPulls-1.js', [src('data/earlyFirstPulls.ts')], ['assets/store-1.js']),
    chunk(
      'assets/RecipeBookView-1.js',
      [src('features/recipe-book/RecipeBookView.tsx')],
      ['assets/store-1.js', 'assets/recipeQueries-1.js'],
      ['assets/RecipeBookView-1.css'],
    ),
    chunk('assets/recipeQueries-1.js', [src('data/recipeQueries.ts')], ['assets/base-1.js']),
    chunk('assets/ConvertView-1.js', [src('features/converter/ConvertView.tsx')], ['assets/SignedInApp-1.js']),
    chunk('assets/SettingsView-1.js', [src('features/settings/SettingsView.tsx')], []),
    { type: 'asset', fileName: 'assets/app-1.css' },
  ].map((output) => [output.fileName, output]),
);

type Link = { rel: string; as?: string; crossOrigin?: string; href?: string; fetchPriority?: string };

/** Runs the script in a page at `path` (with `search`), with `cookie`, and a tab whose stored view is `view` ('throws': storage blocked). */
function run(options: { path?: string; search?: string; cookie?: string; view?: string | null | 'throws'; fillFirst?: boolean }): Link[] {
  const files = signedInFiles(BUNDLE);
  if (!files) throw new Error('no files');
  const links: Link[] = [];
  runInNewContext(signedInPreloadScript(files), {
    window: options.fillFirst ? { [FILL_FIRST_GLOBAL]: true } : {},
    location: { pathname: options.path ?? '/app', search: options.search ?? '' },
    document: {
      cookie: options.cookie ?? `theme=dark; ${SESSION_MARKER_COOKIE}=1`,
      createElement: () => ({ rel: '' }),
      head: { appendChild: (link: Link) => links.push({ ...link }) },
    },
    get sessionStorage() {
      if (options.view === 'throws') throw new Error('blocked');
      return { getItem: (key: string) => (key === 'app.view' ? (options.view ?? null) : null) };
    },
  });
  return links;
}

const START = ['/assets/SignedInApp-1.js', '/assets/SignedInApp-1.css', '/assets/store-1.js', '/assets/earlyFirstPulls-1.js'];

describe('signed-in preload (build plugin)', () => {
  it("names the signed-in start's files and each view's, less what the page's entry or the start loads", () => {
    const files = signedInFiles(BUNDLE);
    expect(files?.start.sort()).toEqual([...START].sort());
    expect(files?.views.recipes?.sort()).toEqual([
      '/assets/RecipeBookView-1.css',
      '/assets/RecipeBookView-1.js',
      '/assets/recipeQueries-1.js',
    ]);
    expect(files?.views.convert).toEqual(['/assets/ConvertView-1.js']);
    expect(files?.views.settings).toEqual(['/assets/SettingsView-1.js']);
    expect(files?.views['meal-planning']).toBeUndefined();
  });

  it('names nothing for a bundle without the signed-in app (the dev server)', () => {
    expect(signedInFiles(undefined)).toBeUndefined();
    const { 'assets/SignedInApp-1.js': _app, ...withoutApp } = BUNDLE;
    expect(signedInFiles(withoutApp)).toBeUndefined();
  });

  it("preloads the signed-in start and the stored view's code on /app for a signed-in browser, with Vite's request mode", () => {
    const links = run({ view: 'recipes' });
    expect(links.map((l) => l.href)).toEqual([
      ...START,
      '/assets/RecipeBookView-1.js',
      '/assets/RecipeBookView-1.css',
      '/assets/recipeQueries-1.js',
    ]);
    for (const link of links) {
      expect(link.crossOrigin).toBe('');
      expect(link.fetchPriority).toBeUndefined();
      if (link.href?.endsWith('.css')) expect([link.rel, link.as]).toEqual(['preload', 'style']);
      else expect(link.rel).toBe('modulepreload');
    }
    expect(run({ path: '/app/', view: 'recipes' })).toHaveLength(links.length);
  });

  it("asks for them at low priority when the page's first script's worker fills a big book (its script, refresh and pulls first)", () => {
    const links = run({ view: 'recipes', fillFirst: true });
    expect(links).toHaveLength(START.length + 3);
    for (const link of links) expect(link.fetchPriority).toBe('low');
  });

  it('preloads the view /app opens on: the default without a stored one (or blocked storage), Settings for ?section=', () => {
    const view = (links: Link[]) => links.slice(START.length).map((l) => l.href);
    expect(view(run({ view: null }))).toEqual(['/assets/ConvertView-1.js']);
    expect(view(run({ view: 'nonsense' }))).toEqual(['/assets/ConvertView-1.js']);
    expect(view(run({ view: 'throws' }))).toEqual(['/assets/ConvertView-1.js']);
    expect(view(run({ view: 'recipes', search: '?section=plan' }))).toEqual(['/assets/SettingsView-1.js']);
  });

  it('preloads nothing without the session marker or off /app', () => {
    expect(run({ cookie: 'theme=dark', view: 'recipes' })).toEqual([]);
    expect(run({ cookie: `x${SESSION_MARKER_COOKIE}=1`, view: 'recipes' })).toEqual([]);
    expect(run({ path: '/', view: 'recipes' })).toEqual([]);
    expect(run({ path: '/apple', view: 'recipes' })).toEqual([]);
  });

  it("goes in the app page's head before its stylesheets and module scripts (a classic script after a stylesheet waits for it)", () => {
    const html = [
      '<!doctype html><html><head><meta charset="UTF-8" />',
      '<script>early()</script>',
      '<title>App</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
      '</head><body></body></html>',
    ].join('\n');
    const hook = signedInPreload().transformIndexHtml as unknown as {
      handler(html: string, ctx: { filename: string; bundle: unknown }): unknown;
    };
    const out = hook.handler(html, { filename: '/work/repo/index.html', bundle: BUNDLE });
    if (typeof out !== 'string') throw new Error('expected the page');
    const script = out.indexOf(signedInPreloadScript(signedInFiles(BUNDLE) as NonNullable<ReturnType<typeof signedInFiles>>));
    expect(script).toBeGreaterThan(out.indexOf('early()'));
    expect(script).toBeLessThan(out.indexOf('<script type="module"'));
    expect(script).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
    expect(hook.handler(html, { filename: '/work/repo/public-site.html', bundle: BUNDLE })).toBeUndefined();
  });
});
