import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { type AuthMode, SignInForm } from '../auth/screens/SignInForm';
import { useSession } from '../auth/session';
import { usePageMeta } from '../meta/usePageMeta';
import { PublicLayout } from './PublicLayout';

/** /signin and /signup: signed-in visitors go straight to /app. */
export function SignInPage({ mode }: { mode: AuthMode }) {
  usePageMeta(mode === 'signin' ? 'signin' : 'signup');
  const navigate = useNavigate();
  const { status } = useSession();
  // The Google callback sends failures back here as ?error=google.
  const [googleFailed] = useState(() => new URLSearchParams(window.location.search).get('error') === 'google');
  useEffect(() => {
    if (status === 'signed-in') void navigate({ to: '/app', replace: true });
  }, [status, navigate]);
  return (
    <PublicLayout accountAction={false}>
      <div className="auth-page">
        <SignInForm key={mode} initialMode={mode} {...(googleFailed ? { initialError: ACCOUNT_MESSAGES.googleFailed } : {})} />
      </div>
    </PublicLayout>
  );
}
