import type { Plugin } from 'vite';
import { SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';
import type { AppView } from '../src/app/appViews';
import { VIEW_KEY } from '../src/app/viewStorage';
import { FILL_FIRST_GLOBAL } from '../src/auth/sessionKeys';

/** The module of each /app view (client/src/app/lazyViews.ts), by the view's name (client/src/app/appViews.ts). */
const VIEW_MODULES: Record<AppView, RegExp> = {
  convert: /[\\/]client[\\/]src[\\/]features[\\/]converter[\\/]ConvertView\.tsx$/,
  recipes: /[\\/]client[\\/]src[\\/]features[\\/]recipe-book[\\/]RecipeBookView\.tsx$/,
  'meal-planning': /[\\/]client[\\/]src[\\/]features[\\/]meal-planner[\\/]MealPlanningView\.tsx$/,
  settings: /[\\/]client[\\/]src[\\/]features[\\/]settings[\\/]SettingsView\.tsx$/,
};
/** What a signed-in start imports whatever the view: the signed-in app (the store with it) and a fresh device's first pulls. */
const START_MODULES = [/[\\/]client[\\/]src[\\/]app[\\/]SignedInApp\.tsx$/, /[\\/]client[\\/]src[\\/]data[\\/]earlyFirstPulls\.ts$/];
/** The view /app opens on without a stored one, and the one ?section= opens (client/src/app/viewStorage.ts). */
const DEFAULT_VIEW: AppView = 'convert';
const SECTION_VIEW: AppView = 'settings';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** The modules the chunk holds (a chunk of a manual group has no facade). */
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, { type: string; fileName: string }>;

/** The files (JS and CSS, as '/assets/…') a chunk loads with it, less those the page's entry loads up front. */
function filesOf(bundle: Bundle, root: BuiltChunk, upFront: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const stack = [root.fileName];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    const chunk = bundle[name] as BuiltChunk | undefined;
    if (seen.has(name) || upFront.has(name) || chunk?.type !== 'chunk') continue;
    seen.add(name);
    files.push(`/${name}`, ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`));
    stack.push(...chunk.imports);
  }
  return files;
}

/**
 * What /app's signed-in start loads, by view: { start: files, views: { view: files } }, or undefined when the bundle
 * lacks the signed-in app (the dev server).
 */
export function signedInFiles(bundle: Bundle | undefined): { start: string[]; views: Record<string, string[]> } | undefined {
  const chunks = Object.values(bundle ?? {}).filter((o): o is BuiltChunk => o.type === 'chunk') as BuiltChunk[];
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId !== null && /(^|[\\/])index\.html$/.test(c.facadeModuleId));
  const byModule = (test: RegExp) => chunks.find((c) => c.moduleIds.some((id) => test.test(id)));
  if (!bundle || !entry) return undefined;
  const upFront = new Set(filesOf(bundle, entry, new Set()).map((f) => f.slice(1)));
  const start = START_MODULES.map(byModule);
  if (start.some((c) => c === undefined)) return undefined;
  const startFiles = [...new Set(start.flatMap((c) => filesOf(bundle, c as BuiltChunk, upFront)))];
  const known = new Set([...upFront, ...startFiles.map((f) => f.slice(1))]);
  const views: Record<string, string[]> = {};
  for (const [view, test] of Object.entries(VIEW_MODULES)) {
    const chunk = byModule(test);
    if (chunk) views[view] = filesOf(bundle, chunk, known);
  }
  return { start: startFiles, views };
}

/**
 * The app page's script that starts downloading the signed-in app's code and the code of the view it opens on as
 * the page starts, for a signed-in browser (the session marker cookie): asked for by the app's entry only once it had
 * downloaded and run (a fresh device: 430 ms from navigation, loaded at ~800), and the view's code only once the
 * signed-in app's had run (~540, 30-300 ms more): the app first shows with both (see StoreGate). Modules are
 * preloaded (fetched and compiled, run when imported), stylesheets fetched for the view's own load to take; both
 * with the same request mode as Vite's own loading (crossorigin), so the cache serves it. When the page's first script's
 * worker fills a big book (FILL_FIRST_GLOBAL), they are asked for at low priority: at their usual priority they took the
 * origin's 6 connections ahead of the worker's script, its refresh and its first pulls (sync bench breakdown: the
 * refresh waited 21-105 ms for a connection; 1-46 ms at low priority, the first page unchanged in an A/B).
 */
export function signedInPreloadScript(files: { start: string[]; views: Record<string, string[]> }): string {
  const s = JSON.stringify;
  return `(function(){try{
if(!/^\\/app(\\/|$)/.test(location.pathname))return;
if(!document.cookie.split(';').some(function(p){return p.trim().indexOf(${s(`${SESSION_MARKER_COOKIE}=`)})===0;}))return;
var views=${s(files.views)},view=null,low=window[${s(FILL_FIRST_GLOBAL)}]===true;try{view=sessionStorage.getItem(${s(VIEW_KEY)});}catch(e){}
if(/[?&]section=/.test(location.search))view=${s(SECTION_VIEW)};
${s(files.start)}.concat(views[view]||views[${s(DEFAULT_VIEW)}]||[]).forEach(function(f){var l=document.createElement('link'),css=/\\.css$/.test(f);
l.rel=css?'preload':'modulepreload';if(css)l.as='style';else l.as='script';if(low)l.fetchPriority='low';l.crossOrigin='';l.href=f;document.head.appendChild(l);});
}catch(e){}})();`;
}

/** The page's first stylesheet or module script (or other link): the preload script goes before it. */
const FIRST_LOADING_TAG = /<(?:link\b|script\s+type="module")/i;

/**
 * Puts signedInPreloadScript in the app page's head (index.html) before its stylesheets and scripts (after the early
 * refresh, which comes right after the charset): a classic script after a stylesheet waits for it, so at the end of the
 * head the preloads started only once the stylesheets had loaded.
 */
export function signedInPreload(): Plugin {
  return {
    name: 'recipe-kitchen:signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!/(^|[\\/])index\.html$/.test(ctx.filename)) return;
        const files = signedInFiles(ctx.bundle as Bundle | undefined);
        if (!files) return;
        const first = FIRST_LOADING_TAG.exec(html);
        if (!first) return [{ tag: 'script', children: signedInPreloadScript(files), injectTo: 'head' }];
        return `${html.slice(0, first.index)}<script>${signedInPreloadScript(files)}</script>\n    ${html.slice(first.index)}`;
      },
    },
  };
}
