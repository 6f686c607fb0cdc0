import { DEACTIVATED_NAME_SUFFIX } from '../../../shared/domain/accountRules';
import { setAccountStatus, type UserRecord } from '../auth/userRepository';
import type { Database } from '../db/types';
import { updateUserAndEntitlements } from './entitlements';

export function withoutDeactivatedSuffix(name: string): string {
  let result = name;
  while (result.endsWith(DEACTIVATED_NAME_SUFFIX)) result = result.slice(0, -DEACTIVATED_NAME_SUFFIX.length);
  return result;
}

/** 'Yes, Reactivate': status active, reactivatedAt now, the ' (Deactivated)' suffix removed from the name. */
export function reactivateAccount(db: Database, userId: string): Promise<UserRecord | null> {
  return updateUserAndEntitlements(db, userId, (tx, user) =>
    setAccountStatus(tx, user.id, 'active', withoutDeactivatedSuffix(user.displayName), new Date()),
  );
}

export function deactivateAccount(db: Database, userId: string): Promise<UserRecord | null> {
  return updateUserAndEntitlements(db, userId, (tx, user) =>
    setAccountStatus(tx, user.id, 'deactivated', `${withoutDeactivatedSuffix(user.displayName)}${DEACTIVATED_NAME_SUFFIX}`, null),
  );
}
