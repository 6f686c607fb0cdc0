import type { Locator, Page } from 'playwright-core';

/** Page model of the cookie banner and the Cookie Settings dialog. */
export class ConsentPage {
  readonly banner: Locator;
  readonly settings: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('region', { name: 'We use cookies' });
    this.settings = page.getByRole('dialog', { name: 'Cookie Settings' });
  }

  bannerButton(name: 'Reject' | 'Accept All' | 'Customize'): Locator {
    return this.banner.getByRole('button', { name, exact: true });
  }

  settingsButton(name: 'Save Preferences' | 'Accept All' | 'Reject Optional'): Locator {
    return this.settings.getByRole('button', { name, exact: true });
  }

  toggle(name: 'Essential' | 'Analytics' | 'Preferences' | 'Marketing'): Locator {
    return this.settings.getByRole('switch', { name, exact: true });
  }

  async openFromFooter(): Promise<void> {
    await this.page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    await this.settings.waitFor();
  }
}
