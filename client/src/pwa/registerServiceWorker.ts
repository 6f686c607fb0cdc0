import { SW_MESSAGES } from './precacheMessages';

interface Handlers {
  /** A new version's worker is installed and waiting (an update; never the first install). */
  onNeedRefresh: () => void;
  onRegisterError: (error: unknown) => void;
}

/**
 * Registers the service worker (scope `/`) and reports a new version waiting; returns what Reload calls: the waiting
 * worker is told to take over (SW_MESSAGES.skipWaiting) and the page reloads once it controls the page. What the
 * Workbox window library (2.4 kB on the wire at every start) did for the prompt, in the few lines this app uses.
 */
export function registerServiceWorker(url: string, handlers: Handlers): () => void {
  let registration: ServiceWorkerRegistration | undefined;
  let reloadWhenControlled = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWhenControlled) window.location.reload();
  });
  // A worker installing beside an active one is an update: it waits, and the cook is asked.
  const watch = (worker: ServiceWorker | null, isUpdate: boolean) => {
    if (!worker || !isUpdate) return;
    if (worker.state === 'installed') handlers.onNeedRefresh();
    else
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') handlers.onNeedRefresh();
      });
  };
  navigator.serviceWorker.register(url, { scope: '/' }).then((r: ServiceWorkerRegistration | undefined) => {
    // A browser that blocks service workers (a policy, an automation setting) may resolve with nothing.
    if (!r) return;
    registration = r;
    if (r.waiting && r.active) handlers.onNeedRefresh();
    else watch(r.installing, r.active !== null);
    r.addEventListener('updatefound', () => watch(r.installing, r.active !== null));
  }, handlers.onRegisterError);
  return () => {
    reloadWhenControlled = true;
    registration?.waiting?.postMessage({ type: SW_MESSAGES.skipWaiting });
  };
}
