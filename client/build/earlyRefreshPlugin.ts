import type { Plugin } from 'vite';
import { SESSION_MARKER_BOOK, SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';
import { LIMITS } from '../../shared/domain/limits';
import {
  EARLY_FILL_WORKER_GLOBAL,
  EARLY_REFRESH_GLOBAL,
  FILL_FIRST_GLOBAL,
  REFRESH_LOCK,
  REQUEST_TIMEOUT_MS,
  SIGNOUT_PENDING_KEY,
  USER_HINT_KEY,
} from '../src/auth/sessionKeys';
import { PULL_BATCH } from '../src/data/pullLimits';

/**
 * The page's first script on /app (a classic script in the HTML, run as the page starts): for a user
 * this tab does not remember (no remembered user, no sign-out to send, the session marker cookie set,
 * online), it sends the session's refresh with the book's first page (POST /api/auth/refresh?firstPage=)
 * at once, under the refresh lock every tab shares, and leaves its answer for the session's first
 * refresh to take (client/src/auth/earlyRefresh.ts). Without it the refresh waited for the app's code
 * (200-300 ms from navigation), and a fresh device's first page and first pulls with it. The same
 * conditions as the session's own start (client/src/auth/session.ts); the names come from one place.
 * With `fillWorker` (the built first pulls' worker, client/src/data/storage/fillWorker.ts), a refresh that
 * answers with a book of several pulls also starts that worker, handed the answer: on a device without the
 * user's store, the worker creates the store and pulls and writes the recipes at once, while the app's code
 * downloads and starts (the app's code adopts it, see data/earlyFirstPulls.ts). When the session marker says
 * the book took several pulls as the session started (SESSION_MARKER_BOOK), the worker is started beside the
 * refresh instead, and ended if the answer is no such book.
 * The script comes before the page's stylesheets (right after its charset): a classic script after a stylesheet
 * waits for that stylesheet, and a fresh device's refresh with it (bench: 80-170 ms).
 */
export function earlyRefreshScript(fillWorker?: string): string {
  const s = JSON.stringify;
  const url = `/api/auth/refresh?firstPage=${LIMITS.recipeBookPageSize}`;
  return `(function(){try{
if(!/^\\/app(\\/|$)/.test(location.pathname)||navigator.onLine===false)return;
if(localStorage.getItem(${s(USER_HINT_KEY)})!==null||localStorage.getItem(${s(SIGNOUT_PENDING_KEY)})!==null)return;
var marker=document.cookie.split(';').map(function(p){return p.trim();}).filter(function(p){return p.indexOf(${s(`${SESSION_MARKER_COOKIE}=`)})===0;})[0];
if(!marker)return;
var w=null,own=false,broken=false,onBroken=null,start=${fillWorker ? startWorkerScript(fillWorker) : 'function(){}'};
var send=function(){var f=fetch(${s(url)},{method:'POST',headers:{accept:'application/json'},credentials:'same-origin',signal:AbortSignal.timeout?AbortSignal.timeout(${REQUEST_TIMEOUT_MS}):undefined});
return f.then(function(r){return r.text().then(function(t){return{status:r.status,ok:r.ok,text:t};});});};
if(marker===${s(`${SESSION_MARKER_COOKIE}=${SESSION_MARKER_BOOK}`)}&&start()){own=true;window[${s(FILL_FIRST_GLOBAL)}]=true;w.addEventListener('error',function(){broken=true;if(onBroken)onBroken();});}
var run=own?${fillWorker ? workerRefreshScript(url) : 'send'}:send;
var reply=navigator.locks?navigator.locks.request(${s(REFRESH_LOCK)},run):run();
reply.catch(function(){});
window[${s(EARLY_REFRESH_GLOBAL)}]=reply;
${fillWorker ? earlyWorkerScript() : ''}}catch(e){}})();`;
}

/** Starts the first pulls' worker once (see earlyWorkerScript); a worker that cannot start leaves none. */
function startWorkerScript(fillWorker: string): string {
  return `function(){try{w=w||new Worker(${JSON.stringify(fillWorker)},{type:'module'});}catch(e){}return w;}`;
}

/**
 * The session's refresh sent by the first pulls' worker (the 'refresh' request of storage/fillWorkerCore.ts), when the
 * session marker says the book took several pulls: the worker starts its pulls as the answer comes. Sent by the page, the
 * answer reached the worker only once the page's main thread was free of the app's code it was running (bench: the first
 * pull reached the server 160-190 ms after the refresh was answered). The page gets the same answer from the worker.
 * The page holds the refresh lock every tab's refresh takes until the answer is here (the worker takes none: the app's
 * session, under that lock, waits for this answer). A worker whose code cannot run (it says it took the refresh before it
 * sends it) leaves the refresh to the page.
 */
function workerRefreshScript(url: string): string {
  const s = JSON.stringify;
  return `function(){return new Promise(function(ok,fail){var sending=false;
var fallback=function(){own=false;w.terminate();w=null;start=function(){};send().then(ok,fail);};
if(broken)return fallback();
onBroken=function(){if(sending)fail(new Error('refresh failed'));else fallback();};
setTimeout(function(){fail(new Error('refresh timed out'));},${REQUEST_TIMEOUT_MS + 2000});
w.addEventListener('message',function(e){var d=e.data||{};if(d.type==='refreshSending')sending=true;
else if(d.type==='refreshAnswer'){if(d.failed)fail(new Error('refresh failed'));else ok({status:d.status,ok:d.ok,text:d.text});}});
w.postMessage({type:'refresh',url:${s(url)},timeoutMs:${REQUEST_TIMEOUT_MS}});});}`;
}

/**
 * The first pulls' worker, handed the refresh's answer when it is a book of more than one pull. Started when that answer
 * comes (a smaller book, or a user who has none, never loads it: started with every refresh, every first visit to /app,
 * a new account's too, fetched its 2.2 kB, over /app's 250 kB budget), or, when the session marker says the book took
 * several pulls as the session started, before the refresh, which it sends itself (workerRefreshScript): its pulls start
 * as the answer comes. It is ended if the answer is no such book.
 */
function earlyWorkerScript(): string {
  const s = JSON.stringify;
  return `reply.then(function(r){var b=r.ok&&JSON.parse(r.text);if(!b||!b.firstPage||!(b.firstPage.total>${PULL_BATCH}))return w&&w.terminate();
start();if(!w)return;window[${s(EARLY_FILL_WORKER_GLOBAL)}]=w;if(!own)w.postMessage({type:'refreshed',text:r.text});}).catch(function(){w&&w.terminate();});
`;
}

/** The built first pulls' worker's URL, from the bundle (undefined under the dev server, which starts none early). */
function fillWorkerUrl(bundle: Record<string, { fileName: string }> | undefined): string | undefined {
  const file = Object.values(bundle ?? {}).find((output) => /(^|\/)fillWorker-[\w-]+\.js$/.test(output.fileName));
  return file && `/${file.fileName}`;
}

/** The page's character set declaration: it must stay in the page's first 1,024 bytes, so the script goes right after it. */
const CHARSET_META = /<meta\s+charset=[^>]*>/i;

/**
 * Puts the early refresh (earlyRefreshScript) first in the app's page, index.html (not in the public pages' entry): right
 * after its charset declaration, before any stylesheet.
 */
export function earlyRefresh(): Plugin {
  return {
    name: 'recipe-kitchen:early-refresh',
    transformIndexHtml: {
      // After the bundle is written: the worker's file name is known then.
      order: 'post',
      handler(html, ctx) {
        if (!/(^|[\\/])index\.html$/.test(ctx.filename)) return;
        const script = `<script>${earlyRefreshScript(fillWorkerUrl(ctx.bundle))}</script>`;
        const charset = CHARSET_META.exec(html);
        if (!charset) return [{ tag: 'script', children: earlyRefreshScript(fillWorkerUrl(ctx.bundle)), injectTo: 'head-prepend' }];
        const after = charset.index + charset[0].length;
        return `${html.slice(0, after)}\n    ${script}${html.slice(after)}`;
      },
    },
  };
}
