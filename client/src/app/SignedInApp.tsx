import type { SessionUser } from '../auth/sessionUser';
import { DataProvider, traceStep } from '../data';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AppShell } from './AppShell';
import { isViewLoaded, preloadView } from './lazyViews';
import { type AwaitedCode, StoreGate } from './StoreGate';
import { viewToOpenNow } from './viewStorage';

// For the app's entry: the store starts opening as soon as this code is here (see startStoreEarly).
export { startStoreEarly } from '../data';

/** The code of the view the app opens on: the app first shows with it (see StoreGate). */
let openingView: AwaitedCode | undefined;

// This module loads when /app has a signed-in user: the view's code downloads while the store opens.
if (typeof window !== 'undefined') {
  traceStep('start:appCode');
  const view = viewToOpenNow();
  let ended = false;
  const loaded = preloadView(view).then(() => {
    ended = true;
  });
  openingView = { here: () => ended || isViewLoaded(view), loaded };
}

/** Everything behind sign-in; loaded by dynamic import so only /app downloads the store. */
export default function SignedInApp({ user }: { user: SessionUser }) {
  return (
    <ErrorBoundary>
      {/* key: a different user gets a fresh store and shell, nothing carried over. */}
      <DataProvider key={user.id} userId={user.id}>
        <StoreGate code={openingView}>
          <AppShell user={user} />
        </StoreGate>
      </DataProvider>
    </ErrorBoundary>
  );
}
