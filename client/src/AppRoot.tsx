import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { OfflineAppCache } from './pwa/OfflineAppCache';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import type { router as browserRouter } from './router';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { ToastProvider } from './ui/Toast';

/** The whole tree, the same in the browser and when a public page is prerendered (so hydration matches). */
export function AppRoot({ router }: { router: typeof browserRouter }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <ToastProvider>
          <RouterProvider router={router} />
          <UpdatePrompt />
          <OfflineAppCache />
        </ToastProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
