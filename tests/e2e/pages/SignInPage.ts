import type { Locator, Page } from 'playwright-core';

/** The sign-in / sign-up card (on /signin, /signup and on /app when signed out). */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly signUpButton: Locator;
  readonly createAccountLink: Locator;
  readonly signInInsteadLink: Locator;
  readonly signInHeading: Locator;
  readonly signUpHeading: Locator;
  readonly notice: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.signUpButton = page.getByRole('button', { name: 'Sign up', exact: true });
    this.createAccountLink = page.getByRole('button', { name: 'Create an account' });
    this.signInInsteadLink = page.getByRole('button', { name: 'Sign in instead' });
    this.signInHeading = page.getByRole('heading', { name: 'Sign in', exact: true });
    this.signUpHeading = page.getByRole('heading', { name: 'Create your account', exact: true });
    this.notice = page.locator('.auth-card .notice');
    this.formError = page.locator('.auth-card p.form-error[role="alert"]');
  }

  async goto(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/signin`);
    await this.signInHeading.waitFor();
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.openSignUp();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signUpButton.click();
    // After a successful sign-up the card switches back to sign-in with a notice.
    await this.notice.waitFor();
    await this.signInHeading.waitFor();
  }

  /** "Create an account": the sign-up form (at /signup on the sign-in pages). */
  async openSignUp(): Promise<void> {
    await this.createAccountLink.click();
    await this.signUpHeading.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }
}
