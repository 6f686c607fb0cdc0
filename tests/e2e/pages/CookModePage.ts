import type { Locator, Page } from 'playwright-core';
import { COOK_MODE_TEXTS } from '../../../shared/domain/cookModeTexts';

/** Cook mode (full-screen dialog) and the timers it starts. */
export class CookModePage {
  readonly dialog: Locator;
  readonly stepNumber: Locator;
  readonly stepText: Locator;
  readonly highlighted: Locator;
  readonly timers: Locator;
  readonly alert: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly exit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.locator('.cook[role="dialog"]');
    this.stepNumber = this.dialog.locator('.cook__step-number');
    this.stepText = this.dialog.locator('.cook__step-text');
    this.highlighted = this.dialog.locator('.cook__ingredient--now');
    this.timers = page.getByTestId('cook-timer');
    this.alert = page.locator('.cook-timers__alert[role="alert"]');
    this.next = this.dialog.getByRole('button', { name: COOK_MODE_TEXTS.next, exact: true });
    this.previous = this.dialog.getByRole('button', { name: COOK_MODE_TEXTS.previous, exact: true });
    this.exit = this.dialog.getByRole('button', { name: COOK_MODE_TEXTS.exit, exact: true });
  }

  /** Opens the recipe in the book's viewer, then cook mode from it. */
  async openFromBook(title: string): Promise<void> {
    await this.page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: title, exact: true }).click();
    await this.page.getByRole('dialog', { name: title }).getByRole('button', { name: COOK_MODE_TEXTS.open, exact: true }).click();
    await this.dialog.waitFor();
  }

  async waitForStep(n: number, total: number): Promise<void> {
    await this.stepNumber.filter({ hasText: COOK_MODE_TEXTS.stepOf(n, total) }).waitFor();
  }

  startTimerButton(seconds: number): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^${COOK_MODE_TEXTS.startTimer(seconds)}`) });
  }
}
