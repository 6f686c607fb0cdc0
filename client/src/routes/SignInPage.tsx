import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { type AuthMode, SignInForm } from '../auth/screens/SignInForm';
import { useSession } from '../auth/session';
import { usePageMeta } from '../meta/usePageMeta';
import { validateAppSearch } from './appSearch';
import { PublicLayout } from './PublicLayout';

/** /signin and /signup: signed-in visitors go straight to /app, with the plan a pricing card chose (?plan=) kept. */
export function SignInPage({ mode }: { mode: AuthMode }) {
  usePageMeta(mode === 'signin' ? 'signin' : 'signup');
  const navigate = useNavigate();
  const { status } = useSession();
  // The Google callback sends failures back here as ?error=google.
  const [googleFailed] = useState(() => new URLSearchParams(window.location.search).get('error') === 'google');
  const [plan] = useState(() => validateAppSearch({ plan: new URLSearchParams(window.location.search).get('plan') }).plan);
  useEffect(() => {
    if (status === 'signed-in') void navigate({ to: '/app', search: plan ? { plan } : {}, replace: true });
  }, [status, navigate, plan]);
  return (
    <PublicLayout accountAction={false}>
      <div className="auth-page">
        <SignInForm
          key={mode}
          initialMode={mode}
          // The address follows the form: after sign-up (or a switch) the sign-in form is at /signin, ?plan= kept.
          onModeChange={(next) => void navigate({ to: next === 'signin' ? '/signin' : '/signup', search: plan ? { plan } : {} })}
          {...(googleFailed ? { initialError: ACCOUNT_MESSAGES.googleFailed } : {})}
        />
      </div>
    </PublicLayout>
  );
}
