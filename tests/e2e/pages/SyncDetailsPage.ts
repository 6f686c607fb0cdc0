import type { Locator, Page } from 'playwright-core';

/** The header's "Sync details" dialog: per collection state and the changes the server refused. */
export class SyncDetailsPage {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly refusedList: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByRole('button', { name: 'Sync details' });
    this.dialog = page.getByRole('dialog', { name: 'Sync' });
    this.refusedList = this.dialog.getByRole('region', { name: 'Changes that could not sync' }).getByRole('listitem');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.dialog.waitFor();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'detached' });
  }
}
