import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSession } from './auth/session';
import { OfflineAppCache } from './pwa/OfflineAppCache';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { router } from './router';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { ToastProvider } from './ui/Toast';
import './ui/tokens.css';
import './ui/base.css';

void initSession();

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
