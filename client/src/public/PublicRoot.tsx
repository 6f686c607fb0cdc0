import { StrictMode } from 'react';
import { ConsentRoot } from '../features/consent/ConsentRoot';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/**
 * A prerendered public page with the cookie banner and settings: the same tree at build time and when
 * the browser hydrates it. No router and no data store: links between pages are plain page loads.
 */
export function PublicRoot({ Page }: { Page: () => React.JSX.Element }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Page />
        <ConsentRoot />
        <UpdatePrompt />
      </ErrorBoundary>
    </StrictMode>
  );
}
