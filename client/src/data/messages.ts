/** Texts of sync errors the status shows (not spec texts: the issue's own). */
export const SYNC_ERRORS = {
  sessionEnded: { code: 'session_ended', message: 'Signed out on the server — sign in again' },
  offline: { code: 'offline', message: 'No connection to the server — changes are kept on this device' },
} as const;
