import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { initSession } from './auth/session';
import { startAnalytics } from './features/consent/analytics';
import { holdServiceWorkerWork } from './pwa/serviceWorkerHold';
import { router } from './router';
import './ui/tokens.css';
import './ui/base.css';

void initSession();
// On /app, a fresh device's first recipe pulls start as soon as the session answers: their code loads meanwhile,
// and the service worker's downloads wait for them.
if (/^\/app(\/|$)/.test(location.pathname)) {
  holdServiceWorkerWork();
  void import('./data/earlyFirstPulls');
}
// First-party page views, sent only with analytics consent (see features/consent).
startAnalytics((onPath) => router.subscribe('onResolved', (event) => onPath(event.toLocation.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<AppRoot router={router} />);
