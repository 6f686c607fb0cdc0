import { useSession } from '../auth/session';
import { useEntitlements } from '../data';

/** Entitlements with the session's plan as fallback, so a new or offline device never shows a paid plan's features locked. */
export function useAccess(): ReturnType<typeof useEntitlements> {
  const { user } = useSession();
  return useEntitlements(user ? { plan: user.plan, isAdmin: user.isAdmin } : undefined);
}
