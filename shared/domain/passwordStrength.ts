import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score (0-4) a new password needs: 3 = "safely unguessable" against a throttled online
 * attack (about 10^10 guesses), per OWASP ASVS 2.1.7-2.1.8 (refuse common and context-specific passwords).
 * The client loads this module only on the sign-up page (it carries the dictionaries).
 */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordStrength {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
}

let estimator: ZxcvbnFactory | undefined;

/** The e-mail address and the words in it, so passwords built from them count as guessable. */
export function emailWords(email: string): string[] {
  const lower = email.trim().toLowerCase();
  const [local = '', domain = ''] = lower.split('@');
  const parts = local.split(/[._+-]+/);
  return [lower, local, parts.join(''), ...parts, ...domain.split('.')].filter((word) => word.length >= 3);
}

export function passwordStrength(password: string, email = ''): PasswordStrength {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const result = estimator.check(password.slice(0, 256), emailWords(email));
  return { score: result.score, acceptable: result.score >= MIN_PASSWORD_SCORE };
}
