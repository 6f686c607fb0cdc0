import type { PlanId } from '../../../shared/domain/plans';
import type { SessionUser } from '../auth/sessionUser';
import { NotificationsBell } from '../features/notifications/NotificationsBell';
import type { AppView } from './appViews';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { SyncStatus } from './SyncStatus';
import { UserMenu } from './UserMenu';

export interface AppHeaderProps {
  user: SessionUser;
  plan: PlanId;
  isAdmin: boolean;
  view: AppView;
  canUseMealPlanning: boolean;
  onSelect(view: AppView): void;
  onLockedMealPlanning(): void;
  onUpgrade(): void;
  onSignOut(): void;
}

export function AppHeader(props: AppHeaderProps) {
  const nav = (orientation: 'horizontal' | 'vertical', after?: () => void) => (
    <MainNav
      orientation={orientation}
      view={props.view}
      canUseMealPlanning={props.canUseMealPlanning}
      onSelect={(v) => {
        props.onSelect(v);
        after?.();
      }}
      onLockedMealPlanning={() => {
        props.onLockedMealPlanning();
        after?.();
      }}
    />
  );
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <MobileMenu>{(close) => nav('vertical', close)}</MobileMenu>
        <a className="site-logo app-header__logo" href="/" aria-label="Recipe Kitchen home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="app-header__brand">Recipe Kitchen</span>
        </a>
        <nav className="app-header__nav" aria-label="Main">
          {nav('horizontal')}
        </nav>
        <div className="app-header__tools">
          <SyncStatus />
          <NotificationsBell />
          <UserMenu
            user={props.user}
            plan={props.plan}
            isAdmin={props.isAdmin}
            onUpgrade={props.onUpgrade}
            onSettings={() => props.onSelect('settings')}
            onSignOut={props.onSignOut}
          />
        </div>
      </div>
    </header>
  );
}
