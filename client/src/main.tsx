import { createRoot } from 'react-dom/client';
import { LIMITS } from '../../shared/domain/limits';
import { AppRoot } from './AppRoot';
import { preloadSignedInApp, startSignedInApp } from './app/loadSignedInApp';
import { askFirstPageWithRefresh, currentUser, initSession } from './auth/session';
import { needsVerification } from './auth/sessionUser';
import { startAnalytics } from './features/consent/analytics';
import { holdServiceWorkerWork } from './pwa/serviceWorkerHold';
import { router } from './router';
import './ui/tokens.css';
import './ui/base.css';

const onApp = /^\/app(\/|$)/.test(location.pathname);
// On /app, a user this tab does not remember (a fresh device, likely) gets the book's first page with the refresh that signs them in.
if (onApp) askFirstPageWithRefresh(LIMITS.recipeBookPageSize);
const session = initSession();
// On /app, a fresh device's first recipe pulls start as soon as the session answers: their code loads meanwhile,
// and the service worker's downloads wait for them.
if (onApp) {
  holdServiceWorkerWork();
  // Loaded now: it lists the browser's databases (is this a fresh device?) while the session is checked.
  void import('./data/earlyFirstPulls');
  // /app is for signed-in users: its code (and the code of the view it opens on) downloads while the session is
  // checked, so a device whose session is not remembered (a fresh one) shows the app when the session answers.
  preloadSignedInApp();
  // Once the user is known (at once when remembered, else when the session answers), not after the first render: the
  // signed-in app's code (the store with it) downloads, the store opens as soon as it is here, and a fresh device's first
  // pulls start.
  const startForUser = () => {
    const user = currentUser();
    if (!user || needsVerification(user)) return;
    startSignedInApp(user.id);
  };
  startForUser();
  void session.then(startForUser);
}
// First-party page views, sent only with analytics consent (see features/consent).
startAnalytics((onPath) => router.subscribe('onResolved', (event) => onPath(event.toLocation.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<AppRoot router={router} />);
