import type { Locator, Page } from 'playwright-core';

/** Page model of the upgrade modal (Upgrade Your Plan) and the pricing modal (Choose Your Plan). */
export class PlansDialogPage {
  readonly upgradeDialog: Locator;
  readonly pricingDialog: Locator;
  readonly paymentDialog: Locator;
  readonly trialDialog: Locator;
  readonly activationNotice: Locator;

  constructor(readonly page: Page) {
    this.upgradeDialog = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
    this.pricingDialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
    this.paymentDialog = page.getByRole('dialog', { name: 'Payment successful!' });
    this.trialDialog = page.getByRole('dialog', { name: 'Free trial started!' });
    this.activationNotice = page.locator('.activation-notice');
  }

  card(dialog: Locator, planName: string): Locator {
    return dialog.getByRole('article', { name: planName, exact: true });
  }

  periodOption(dialog: Locator, label: 'Monthly' | 'Yearly'): Locator {
    return dialog.getByRole('radio', { name: new RegExp(`^${label}`) });
  }
}
