import { lazy, Suspense } from 'react';
import { loadSignedInApp } from '../app/loadSignedInApp';
import { useSession } from '../auth/session';
import { needsVerification } from '../auth/sessionUser';
import { usePageMeta } from '../meta/usePageMeta';
import { FullPageLoader } from '../ui/FullPageLoader';
import { PublicLayout } from './PublicLayout';

// The signed-in app carries the store (RxDB, Dexie): a separate chunk, so public pages never download it.
const SignedInApp = lazy(loadSignedInApp);
// The sign-in form and the verification prompt load only for a visitor who needs them, not with every signed-in start.
const SignInForm = lazy(() => import('../auth/screens/SignInForm').then((m) => ({ default: m.SignInForm })));
const VerificationPrompt = lazy(() => import('../auth/screens/VerificationPrompt').then((m) => ({ default: m.VerificationPrompt })));

export function AppPage() {
  usePageMeta('app');
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageLoader message="Opening your kitchen…" />;
  if (!user) {
    return (
      <PublicLayout accountAction={false}>
        <div className="auth-page">
          <Suspense fallback={null}>
            <SignInForm />
          </Suspense>
        </div>
      </PublicLayout>
    );
  }
  if (needsVerification(user)) {
    // No "Go to App" in the header: this is the app, and verifying is the way in.
    return (
      <PublicLayout accountAction={false}>
        <div className="auth-page">
          <Suspense fallback={null}>
            <VerificationPrompt user={user} />
          </Suspense>
        </div>
      </PublicLayout>
    );
  }
  // A fresh device's first recipe pulls start now, while the app's code loads (its store takes them).
  void import('../data/earlyFirstPulls').then((early) => early.startFirstPulls(user.id));
  return (
    <Suspense fallback={<FullPageLoader message="Opening your kitchen…" />}>
      <SignedInApp user={user} />
    </Suspense>
  );
}
