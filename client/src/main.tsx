import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSession } from './auth/session';
import { startAnalytics } from './features/consent/analytics';
import { OfflineAppCache } from './pwa/OfflineAppCache';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { router } from './router';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { ToastProvider } from './ui/Toast';
import './ui/tokens.css';
import './ui/base.css';

void initSession();
// First-party page views, sent only with analytics consent (see features/consent).
startAnalytics((onPath) => router.subscribe('onResolved', (event) => onPath(event.toLocation.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <ToastProvider>
        <RouterProvider router={router} />
        <UpdatePrompt />
        <OfflineAppCache />
      </ToastProvider>
    </ErrorBoundary>
  </StrictMode>,
);
