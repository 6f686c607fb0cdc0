import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { buttonClass } from '../ui/Button';
import { SiteFooter } from './SiteFooter';
import './public.css';

/** Header and footer around every public page. */
export function PublicLayout({ children, nav, accountAction = true }: { children: ReactNode; nav?: ReactNode; accountAction?: boolean }) {
  const { status } = useSession();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <a href="/" className="site-logo">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>Recipe Kitchen</span>
          </a>
          {nav}
          <div className="site-header__actions">
            {!accountAction ? null : status === 'signed-in' ? (
              <a href="/app" className={buttonClass('primary', 'sm')}>
                Go to App
              </a>
            ) : (
              <a href="/signin" className={buttonClass('secondary', 'sm')}>
                Sign in
              </a>
            )}
          </div>
        </div>
      </header>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
