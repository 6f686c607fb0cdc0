import { lazy, Suspense, useEffect, useState } from 'react';
import { SignedInApp } from '../app/loadSignedInApp';
import { useSession } from '../auth/session';
import { needsVerification, type SessionUser } from '../auth/sessionUser';
import { usePageMeta } from '../meta/usePageMeta';
import { FullPageLoader } from '../ui/FullPageLoader';
import { PublicLayout } from './PublicLayout';

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
  return <SignedInAppWhenLoaded user={user} />;
}

/**
 * The signed-in app carries the store (RxDB, Dexie): a separate chunk, so public pages never download
 * it. Until its code is here the loading screen shows as a plain render, not a Suspense fallback,
 * which React would keep on screen for at least 300 ms.
 */
function SignedInAppWhenLoaded({ user }: { user: SessionUser }) {
  const [loaded, setLoaded] = useState(SignedInApp.isLoaded);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    SignedInApp.preload().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailed({ error }),
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  // To the error boundary, as a failed lazy import would go.
  if (failed) throw failed.error;
  if (!loaded) return <FullPageLoader message="Opening your kitchen…" />;
  return <SignedInApp user={user} />;
}
