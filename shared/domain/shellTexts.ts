/** Texts of the app shell (account texts live in accountRules.ts) from the spec (public-site-and-plans §2, §8; signed-in-features §2, §4, §8), written once. */
export const SHELL_TEXTS = {
  errorTitle: 'Something went wrong',
  connectionTitle: 'Connection Issue',
  blockedMessage: 'It looks like an ad blocker or network extension is blocking some requests. This may affect app functionality.',
  blockedTip: 'Tip: temporarily disable ad blockers or browser extensions for this site, then reload.',
  unexpectedMessage: 'An unexpected error occurred. Please try refreshing the page.',
  reloadPage: 'Reload Page',
  tryAgain: 'Try Again',
  bannerTitle: 'Connection Issues Detected',
  bannerRetry: 'Retry',
  bannerDismiss: 'Dismiss',
  mealPlanningLockedTitle: 'Meal Planning Calendar - Chef Plan Required',
  mealPlanningLockedFeatures: ['Weekly planning', 'Drag-and-drop organization', 'Automatic shopping list', 'Nutritional overview'],
  mealPlanningUpgrade: 'Upgrade to Chef Plan',
  mealPlanningUpgradeRequired: 'Upgrade Required: Meal planning calendar is available for Chef plan and higher',
  chefPlusBadge: 'Chef+',
  reactivateTitle: 'Welcome back!',
  reactivateYes: 'Yes, Reactivate',
  reactivateNo: 'Not Now',
  reactivateSuccessTitle: 'Account Reactivated',
  paymentSuccessButton: 'Start Converting Recipes',
  markAllRead: 'Mark all as read',
  gotIt: 'Got it!',
  upgradePlan: 'Upgrade Plan',
  upgradeToMasterChef: 'Upgrade to Master Chef',
  adminAccess: 'Admin Access',
  signOut: 'Sign Out',
  /** Shown by the data layer when the server revoked the session (contract item 2). */
  signedOutOnServer: 'Signed out on the server — sign in again',
  signOutUnsyncedTitle: 'Sign out?',
  signOutAnyway: 'Sign Out Anyway',
  deviceDataLegend: 'Your data on this device',
  removeDeviceData: 'Sign out and remove this device’s data',
  removeDeviceDataHint: 'Best on a shared or public computer. Everything synced stays in your account and comes back when you sign in.',
  keepDeviceData: 'Keep my data on this device',
  keepDeviceDataHint: 'This is my device: the app opens with your recipes next time, even offline. Remembered on this device.',
  checkingUnsynced: 'Checking for changes not on the server yet…',
  syncFirst: 'Sync First',
  syncingFirst: 'Sending your changes…',
  allChangesSynced: 'All your changes are on the server.',
  unsyncedLostIfRemoved: 'Removing this device’s data now would lose what has not been sent. Sync first, or keep the data on this device.',
  unsyncedKeptOnDevice: 'They stay on this device and are sent the next time you sign in here.',
  signedOutDataRemoved: 'You are signed out, and your data has been removed from this device.',
  cancel: 'Cancel',
  discardChangesTitle: 'Discard changes?',
  discardChangesText: 'What you typed has not been saved.',
  discard: 'Discard',
  keepEditing: 'Keep Editing',
  reloadBlockedByForm: 'Save or close the open form first.',
} as const;

/** Sign-out warning when changes are still only on this device. */
export function unsyncedSignOutText(pending: number): string {
  return `${pending === 1 ? '1 change has' : `${pending} changes have`} not reached the server yet.`;
}

/** Sign-out note when removing the device's data would also remove unsaved drafts (never synced). */
export function unsavedDraftsText(drafts: number): string {
  return `${drafts === 1 ? '1 unsaved draft is' : `${drafts} unsaved drafts are`} removed with this device’s data.`;
}

/** Time-ago labels of the notifications list: Just now, Nm, Nh, Nd. */
export function timeAgo(fromIso: string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(fromIso).getTime();
  const minutes = Math.floor(ms / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}

/** Unread badge text, capped (signed-in-features §9: 9+). */
export function unreadBadgeText(unread: number, cap: number): string | null {
  if (unread <= 0) return null;
  return unread > cap ? `${cap}+` : String(unread);
}
