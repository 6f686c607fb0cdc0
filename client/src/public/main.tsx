import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initSessionIfRemembered } from '../auth/session';
import { startAnalytics } from '../features/consent/analytics';
import { PRERENDERED_PATH_ATTRIBUTE } from '../prerender/marker';
import { PublicRoot } from './PublicRoot';
import { loadPublicPage, NOT_FOUND_MARKER } from './publicPages';
import '../ui/tokens.css';
import '../ui/base.css';

/** Entry of the prerendered public pages (public-site.html): hydrates the page the HTML holds. */
const root = document.getElementById('root');
if (!root) throw new Error('public-site.html has no #root element');

initSessionIfRemembered();
// One page view per page load (links between public pages load the next page), only with analytics consent.
startAnalytics(() => () => undefined);

const marker = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) ?? NOT_FOUND_MARKER;
const search = window.location.search;
void loadPublicPage(marker, search).then((Page) => {
  const app = <PublicRoot Page={Page} />;
  // A subject in the address (e.g. Enterprise Plan) fills the contact form: that page is rendered anew instead of hydrated.
  if (marker === '/contact' && new URLSearchParams(search).has('subject')) createRoot(root).render(app);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the page already shows.
  else startTransition(() => void hydrateRoot(root, app));
});
