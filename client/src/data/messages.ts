import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';

/** Texts of sync errors the status shows (not spec texts: the issue's own). */
export const SYNC_ERRORS = {
  sessionEnded: { code: 'session_ended', message: SHELL_TEXTS.signedOutOnServer },
  offline: { code: 'offline', message: 'No connection to the server — changes are kept on this device' },
} as const;
