import type { PlanId } from '../../../shared/domain/plans';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { initials, type SessionUser } from '../auth/sessionUser';
import { Badge } from '../ui/Badge';
import { DropdownMenu, MenuItem, MenuLabel, MenuSeparator } from '../ui/DropdownMenu';
import { planBadgeText } from './planBadge';

export interface UserMenuProps {
  user: SessionUser;
  plan: PlanId;
  isAdmin: boolean;
  onUpgrade(): void;
  onSettings(): void;
  onSignOut(): void;
}

export function UserMenu({ user, plan, isAdmin, onUpgrade, onSettings, onSignOut }: UserMenuProps) {
  const upgradeLabel = plan === 'chef' ? SHELL_TEXTS.upgradeToMasterChef : SHELL_TEXTS.upgradePlan;
  const canUpgrade = !isAdmin && (plan === 'free' || plan === 'chef');
  return (
    <DropdownMenu
      triggerLabel={`Account menu for ${user.email}`}
      triggerClassName="menu__trigger user-menu__trigger"
      trigger={
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
      }
    >
      <MenuLabel>
        <span className="user-menu__name">{user.displayName || user.email}</span>
        <span className="user-menu__email">{user.email}</span>
        <Badge tone={isAdmin ? 'accent' : 'primary'}>{planBadgeText(plan, isAdmin)}</Badge>
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
