import { ACCOUNT_TTL, AUTH_ACTION_MODES, AUTH_ACTION_PATH } from '../../../shared/domain/accountRules';
import type { MailMessage } from './mailer';

type Mode = (typeof AUTH_ACTION_MODES)[keyof typeof AUTH_ACTION_MODES];

export function authActionLink(publicUrl: string, mode: Mode, token: string): string {
  const url = new URL(AUTH_ACTION_PATH, `${publicUrl}/`);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', token);
  return url.toString();
}

export function verificationMail(to: string, publicUrl: string, token: string): MailMessage {
  const link = authActionLink(publicUrl, AUTH_ACTION_MODES.verifyEmail, token);
  return {
    to,
    subject: 'Please verify your e-mail address',
    link,
    text: [
      'Hello,',
      '',
      'Thanks for signing up! Please confirm your e-mail address by opening this link:',
      '',
      link,
      '',
      `The link works once and expires in ${ACCOUNT_TTL.verifyEmailHours} hours.`,
      "If you didn't create an account, you can ignore this e-mail.",
      '',
      'Happy cooking!',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, publicUrl: string, token: string): MailMessage {
  const link = authActionLink(publicUrl, AUTH_ACTION_MODES.resetPassword, token);
  return {
    to,
    subject: 'Reset your password',
    link,
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to reset the password of your account. Choose a new password here:',
      '',
      link,
      '',
      `The link works once and expires in ${ACCOUNT_TTL.resetPasswordHours} hour.`,
      "If you didn't ask for this, you can ignore this e-mail; your password stays the same.",
    ].join('\n'),
  };
}
