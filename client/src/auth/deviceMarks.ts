/**
 * What this device remembers about itself, in localStorage (never anything of the user's data):
 * whether its owner marked it as their own (trusted: signing out keeps the data by default), and
 * which users' local data must still be removed (a removal that could not finish, or an account
 * deleted on another device). Kept free of the store so the sign-in page can read it cheaply.
 */
const TRUSTED_KEY = 'device.trusted';
const WIPE_PENDING_KEY = 'device.wipePending';

export function isTrustedDevice(): boolean {
  try {
    return localStorage.getItem(TRUSTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setTrustedDevice(trusted: boolean): void {
  try {
    if (trusted) localStorage.setItem(TRUSTED_KEY, 'true');
    else localStorage.removeItem(TRUSTED_KEY);
  } catch {
    // storage blocked: the device stays untrusted, the safer default
  }
}

/** Users whose data on this device is still to be removed. */
export function usersToWipe(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WIPE_PENDING_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];
  } catch {
    return [];
  }
}

function writeUsersToWipe(users: readonly string[]): void {
  try {
    if (users.length === 0) localStorage.removeItem(WIPE_PENDING_KEY);
    else localStorage.setItem(WIPE_PENDING_KEY, JSON.stringify([...new Set(users)]));
  } catch {
    // storage blocked: the removal is tried now only
  }
}

export function markWipePending(userId: string): void {
  writeUsersToWipe([...usersToWipe(), userId]);
}

/** How many removals of each user's data this tab has finished: a store opened before one of them is removed when it closes. */
const removalsDone = new Map<string, number>();

/** The user's data was removed: nothing is pending any more. */
export function clearWipePending(userId: string): void {
  writeUsersToWipe(usersToWipe().filter((u) => u !== userId));
  removalsDone.set(userId, (removalsDone.get(userId) ?? 0) + 1);
}

export function removalsOf(userId: string): number {
  return removalsDone.get(userId) ?? 0;
}

export function isWipePending(userId: string): boolean {
  return usersToWipe().includes(userId);
}
