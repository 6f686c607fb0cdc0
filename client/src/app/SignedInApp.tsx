import type { SessionUser } from '../auth/sessionUser';
import { DataProvider } from '../data';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AppShell } from './AppShell';
import { StoreGate } from './StoreGate';

/** Everything behind sign-in; loaded by dynamic import so only /app downloads the store. */
export default function SignedInApp({ user }: { user: SessionUser }) {
  return (
    <ErrorBoundary>
      {/* key: a different user gets a fresh store and shell, nothing carried over. */}
      <DataProvider key={user.id} userId={user.id}>
        <StoreGate>
          <AppShell user={user} />
        </StoreGate>
      </DataProvider>
    </ErrorBoundary>
  );
}
