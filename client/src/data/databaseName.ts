/** The name of a user's store on this device (without RxDB's code: the early first pulls need it before the store loads). */
export function databaseNameFor(userId: string): string {
  // RxDB names must be lowercase letters, digits and a few signs.
  return `recipe-kitchen-${userId.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
}
