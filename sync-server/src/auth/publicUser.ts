import type { PublicUser } from '../../../shared/schemas/authApi';
import type { UserRecord } from './userRepository';

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    provider: user.provider,
    displayName: user.displayName,
    accountStatus: user.accountStatus,
    plan: user.plan,
    isAdmin: user.isAdmin,
  };
}
