import { useEffect } from 'react';
import type { PlanId } from '../../../shared/domain/plans';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { initials, type SessionUser } from '../auth/sessionUser';
import { useSettings } from '../data';
import { StoredImage } from '../features/recipe-images/StoredImage';
import { Badge } from '../ui/Badge';
import { DropdownMenu, MenuItem, MenuLabel, MenuSeparator } from '../ui/DropdownMenu';
import { PlansDialog, preloadDialogs, SignOutConfirmDialog } from './lazyDialogs';
import { planBadgeText } from './planBadge';

export interface UserMenuProps {
  user: SessionUser;
  plan: PlanId;
  isAdmin: boolean;
  onUpgrade(): void;
  onSettings(): void;
  onSignOut(): void;
}

/**
 * The avatar: the profile picture, else the initials. The initials are drawn by CSS from a data
 * attribute, so the button's accessible name ("Account menu for …") is its only text.
 */
function Avatar({ user, pictureUrl, size = 'sm' }: { user: SessionUser; pictureUrl: string | undefined; size?: 'sm' | 'lg' }) {
  const fallback = <span className={`avatar avatar--${size}`} data-initials={initials(user)} aria-hidden="true" />;
  return pictureUrl ? (
    <StoredImage
      className={`avatar avatar--${size} avatar--picture`}
      url={pictureUrl}
      variant="header"
      aria-hidden="true"
      fallback={fallback}
    />
  ) : (
    fallback
  );
}

/** Mounted with the open menu: the dialogs its items open load their code while it shows. */
function LoadMenuDialogs() {
  useEffect(() => preloadDialogs(SignOutConfirmDialog, PlansDialog), []);
  return null;
}

/** Avatar, plan badge, Upgrade (non-admins on Free or Chef), the Admin Access note, Settings and Sign Out (spec §2). */
export function UserMenu({ user, plan, isAdmin, onUpgrade, onSettings, onSignOut }: UserMenuProps) {
  const { settings } = useSettings();
  const upgradeLabel = plan === 'chef' ? SHELL_TEXTS.upgradeToMasterChef : SHELL_TEXTS.upgradePlan;
  const canUpgrade = !isAdmin && (plan === 'free' || plan === 'chef');
  return (
    <DropdownMenu
      triggerLabel={`Account menu for ${user.email}`}
      triggerClassName="menu__trigger user-menu__trigger"
      trigger={<Avatar user={user} pictureUrl={settings.profilePictureUrl} />}
    >
      <LoadMenuDialogs />
      <MenuLabel className="menu__label user-menu__head">
        <Avatar user={user} pictureUrl={settings.profilePictureUrl} size="lg" />
        <span className="user-menu__who">
          <span className="user-menu__name">{user.displayName || user.email}</span>
          <span className="user-menu__email">{user.email}</span>
          <Badge tone={isAdmin ? 'accent' : 'primary'}>{planBadgeText(plan, isAdmin)}</Badge>
        </span>
      </MenuLabel>
      <MenuSeparator />
      {isAdmin ? (
        <MenuLabel>
          <strong>{SHELL_TEXTS.adminAccess}</strong>
          <span className="user-menu__email">Manage plans in Settings.</span>
        </MenuLabel>
      ) : null}
      {canUpgrade ? <MenuItem onSelect={onUpgrade}>{upgradeLabel}</MenuItem> : null}
      <MenuItem onSelect={onSettings}>Settings</MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={onSignOut}>{SHELL_TEXTS.signOut}</MenuItem>
    </DropdownMenu>
  );
}
