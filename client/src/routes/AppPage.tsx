import { lazy, Suspense } from 'react';
import { SignInForm } from '../auth/screens/SignInForm';
import { VerificationPrompt } from '../auth/screens/VerificationPrompt';
import { useSession } from '../auth/session';
import { needsVerification } from '../auth/sessionUser';
import { usePageMeta } from '../meta/usePageMeta';
import { FullPageLoader } from '../ui/FullPageLoader';
import { PublicLayout } from './PublicLayout';

// The signed-in app carries the store (RxDB, Dexie): a separate chunk, so public pages never download it.
const SignedInApp = lazy(() => import('../app/SignedInApp'));

export function AppPage() {
  usePageMeta('app');
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageLoader message="Opening your kitchen…" />;
  if (!user) {
    return (
      <PublicLayout accountAction={false}>
        <div className="auth-page">
          <SignInForm />
        </div>
      </PublicLayout>
    );
  }
  if (needsVerification(user)) {
    // No "Go to App" in the header: this is the app, and verifying is the way in.
    return (
      <PublicLayout accountAction={false}>
        <div className="auth-page">
          <VerificationPrompt user={user} />
        </div>
      </PublicLayout>
    );
  }
  // A fresh device's first recipe pulls start now, and the store opens, while the app's screens load (the store takes them).
  void import('../data/earlyFirstPulls').then((early) => early.startFirstPulls(user.id));
  void import('../data/earlyStore').then((early) => early.openStoreEarly(user.id));
  return (
    <Suspense fallback={<FullPageLoader message="Opening your kitchen…" />}>
      <SignedInApp user={user} />
    </Suspense>
  );
}
