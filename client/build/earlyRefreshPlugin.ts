import type { Plugin } from 'vite';
import { SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';
import { LIMITS } from '../../shared/domain/limits';
import { EARLY_REFRESH_GLOBAL, REFRESH_LOCK, REQUEST_TIMEOUT_MS, SIGNOUT_PENDING_KEY, USER_HINT_KEY } from '../src/auth/sessionKeys';

/**
 * The page's first script on /app (a classic script in the HTML, run as the page starts): for a user
 * this tab does not remember (no remembered user, no sign-out to send, the session marker cookie set,
 * online), it sends the session's refresh with the book's first page (POST /api/auth/refresh?firstPage=)
 * at once, under the refresh lock every tab shares, and leaves its answer for the session's first
 * refresh to take (client/src/auth/earlyRefresh.ts). Without it the refresh waited for the app's code
 * (200-300 ms from navigation), and a fresh device's first page and first pulls with it. The same
 * conditions as the session's own start (client/src/auth/session.ts); the names come from one place.
 */
export function earlyRefreshScript(): string {
  const s = JSON.stringify;
  return `(function(){try{
if(!/^\\/app(\\/|$)/.test(location.pathname)||navigator.onLine===false)return;
if(localStorage.getItem(${s(USER_HINT_KEY)})!==null||localStorage.getItem(${s(SIGNOUT_PENDING_KEY)})!==null)return;
if(!document.cookie.split(';').some(function(p){return p.trim().indexOf(${s(`${SESSION_MARKER_COOKIE}=`)})===0;}))return;
var send=function(){return fetch(${s(`/api/auth/refresh?firstPage=${LIMITS.recipeBookPageSize}`)},{method:'POST',headers:{accept:'application/json'},credentials:'same-origin',signal:AbortSignal.timeout?AbortSignal.timeout(${REQUEST_TIMEOUT_MS}):undefined}).then(function(r){return r.text().then(function(t){return{status:r.status,ok:r.ok,text:t};});});};
var reply=navigator.locks?navigator.locks.request(${s(REFRESH_LOCK)},send):send();
reply.catch(function(){});
window[${s(EARLY_REFRESH_GLOBAL)}]=reply;
}catch(e){}})();`;
}

/** Puts the early refresh (earlyRefreshScript) first in the app's page, index.html (not in the public pages' entry). */
export function earlyRefresh(): Plugin {
  return {
    name: 'recipe-kitchen:early-refresh',
    transformIndexHtml: {
      order: 'pre',
      handler(_html, ctx) {
        if (!/(^|[\\/])index\.html$/.test(ctx.filename)) return;
        return [{ tag: 'script', children: earlyRefreshScript(), injectTo: 'head' }];
      },
    },
  };
}
