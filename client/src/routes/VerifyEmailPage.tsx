import { Link } from '@tanstack/react-router';
import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import { VerificationPrompt } from '../auth/screens/VerificationPrompt';
import { useSession } from '../auth/session';
import { needsVerification } from '../auth/sessionUser';
import { usePageMeta } from '../meta/usePageMeta';
import { buttonClass } from '../ui/Button';
import { FullPageLoader } from '../ui/FullPageLoader';
import { NoBreak } from '../ui/NoBreak';
import { PublicLayout } from './PublicLayout';

export function VerifyEmailPage() {
  usePageMeta('verifyEmail');
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  const blocked = user !== null && needsVerification(user);
  return (
    <PublicLayout accountAction={!blocked}>
      <div className="auth-page">
        {user && blocked ? (
          <VerificationPrompt user={user} />
        ) : (
          <div className="card auth-card">
            <h1>
              {user ? (
                <>
                  Your <NoBreak text="e-mail" /> is verified
                </>
              ) : (
                <>
                  Verify your <NoBreak text="e-mail" />
                </>
              )}
            </h1>
            {user ? (
              <p>Your e-mail address is verified.</p>
            ) : (
              <p>
                Open the link in the e-mail we sent you, then sign in. The link works once and expires after {ACCOUNT_TTL.verifyEmailHours}{' '}
                hours.
              </p>
            )}
            <Link to={user ? '/app' : '/signin'} className={buttonClass('primary')}>
              {user ? 'Continue to the app' : 'Sign in'}
            </Link>
          </div>
        )}
      </div>
    </PublicLayout>
  );
}

/** Shows the raw verification state, for support and testing. */
export function VerifyEmailDebugPage() {
  usePageMeta('verifyEmailDebug');
  const { status, user } = useSession();
  return (
    <PublicLayout>
      <div className="container page page--narrow">
        <h1>Verification (debug)</h1>
        <dl>
          <dt>Session</dt>
          <dd>{status}</dd>
          <dt>E-mail</dt>
          <dd>{user?.email ?? '—'}</dd>
          <dt>Verified</dt>
          <dd>{user ? String(user.emailVerified) : '—'}</dd>
          <dt>Provider</dt>
          <dd>{user?.provider ?? '—'}</dd>
          <dt>Needs verification</dt>
          <dd>{user ? String(needsVerification(user)) : '—'}</dd>
        </dl>
      </div>
    </PublicLayout>
  );
}
