import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { initSession } from './auth/session';
import { startAnalytics } from './features/consent/analytics';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerender/marker';
import { router } from './router';
import './ui/tokens.css';
import './ui/base.css';

void initSession();
// First-party page views, sent only with analytics consent (see features/consent).
startAnalytics((onPath) => router.subscribe('onResolved', (event) => onPath(event.toLocation.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page prerendered for exactly this path is hydrated; anything else (the app shell, a not-found page,
// a page the service worker answered with the shell) is rendered from scratch.
if (root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname) {
  // What TanStack's own SSR hydration sets: the router then renders the same Suspense structure as the prerender did.
  router.ssr = { manifest: undefined };
  void router.load().then(() => hydrateRoot(root, <AppRoot router={router} />));
} else {
  createRoot(root).render(<AppRoot router={router} />);
}
