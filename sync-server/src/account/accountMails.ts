import { EMAIL_CHANGE_HOURS } from '../../../shared/domain/accountLifecycleTexts';
import { AUTH_ACTION_PATH } from '../../../shared/domain/accountRules';
import type { MailMessage } from '../mail/mailer';

/** The auth-action page's mode for confirming a new e-mail address. */
export const CHANGE_EMAIL_MODE = 'changeEmail';

export function changeEmailLink(publicUrl: string, token: string): string {
  const url = new URL(AUTH_ACTION_PATH, `${publicUrl}/`);
  url.searchParams.set('mode', CHANGE_EMAIL_MODE);
  url.searchParams.set('oobCode', token);
  return url.toString();
}

export function confirmNewEmailMail(to: string, publicUrl: string, token: string): MailMessage {
  const link = changeEmailLink(publicUrl, token);
  return {
    to,
    subject: 'Confirm your new e-mail address',
    link,
    text: [
      'Hello,',
      '',
      'You asked to use this address for your Recipe Kitchen account. Please confirm it by opening this link:',
      '',
      link,
      '',
      `The link works once and expires in ${EMAIL_CHANGE_HOURS} hours.`,
      "If you didn't ask for this, you can ignore this e-mail; nothing changes.",
    ].join('\n'),
  };
}

/** Where the notice mails point: Settings → Account. */
export function accountSettingsLink(publicUrl: string): string {
  return new URL('/app?section=account', `${publicUrl}/`).toString();
}

export function emailChangeRequestedMail(to: string, newEmail: string, publicUrl: string): MailMessage {
  return {
    to,
    link: accountSettingsLink(publicUrl),
    subject: 'Your e-mail address is being changed',
    text: [
      'Hello,',
      '',
      `Someone signed in to your Recipe Kitchen account asked to change its e-mail address to ${newEmail}.`,
      'The change happens only when the new address is confirmed.',
      '',
      "If this wasn't you, change your password now in Settings → Account, or reset it from the sign-in page.",
    ].join('\n'),
  };
}

export function emailChangedMail(to: string, newEmail: string, publicUrl: string): MailMessage {
  return {
    to,
    link: accountSettingsLink(publicUrl),
    subject: 'Your e-mail address was changed',
    text: [
      'Hello,',
      '',
      `The e-mail address of your Recipe Kitchen account is now ${newEmail}. Mail about your account goes there from now on.`,
      '',
      "If this wasn't you, reply to this e-mail or contact us straight away.",
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    link: accountSettingsLink(publicUrl),
    subject: 'Your password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Recipe Kitchen account was just changed, and your other devices were signed out.',
      '',
      "If this wasn't you, reset your password from the sign-in page straight away.",
    ].join('\n'),
  };
}
