import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { latestMail, type StoredMail } from '../../support/mailbox';
import { SignInPage } from './SignInPage';
import { waitForPath } from './waitForPath';

let counter = 0;

/** A unique address per call, so tests never share accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Signs up through the UI, opens the verification link from the mail folder, and waits for the result. */
export async function signUpAndVerify(
  page: Page,
  baseUrl: string,
  dataDir: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto(baseUrl);
  await signIn.signUp(email, password);
  const mail = await waitForMail(dataDir, email, 'verifyEmail');
  // The link carries the server's PUBLIC_URL origin; open it on the test server.
  const link = new URL(mail.link);
  await page.goto(`${baseUrl}${link.pathname}${link.search}`);
  await page.getByText(ACCOUNT_MESSAGES.emailVerified).waitFor();
}

/** Signs in through the /signin page and waits for the /app shell. */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password = TEST_PASSWORD): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto(baseUrl);
  await signIn.signIn(email, password);
  await waitForPath(page, /\/app$/);
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor({ timeout: 30_000 });
}

/** The newest mail of that kind to the address, waiting up to 10 s for the server to write it. */
export async function waitForMail(dataDir: string, to: string, mode: 'verifyEmail' | 'resetPassword'): Promise<StoredMail> {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      return await latestMail(dataDir, to, mode);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
