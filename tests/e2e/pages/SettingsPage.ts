import type { Locator, Page } from 'playwright-core';

/** Settings: the section tabs and the fields of each section. */
export class SettingsPage {
  readonly heading: Locator;
  readonly nav: Locator;
  readonly saveStatus: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Settings', exact: true, level: 1 });
    this.nav = page.getByRole('navigation', { name: 'Settings sections' });
    this.saveStatus = page.locator('.settings-save');
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async open(name: string): Promise<void> {
    await this.nav.getByRole('button', { name, exact: true }).click();
    await this.section(name).waitFor();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Types a value and leaves the field, which saves it. */
  async fill(label: string, value: string): Promise<void> {
    const field = this.field(label);
    await field.fill(value);
    await field.blur();
  }

  async waitForValue(label: string, value: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction(
      ({ label: l, value: v }) => {
        const labelEl = [...document.querySelectorAll('label')].find((e) => e.textContent?.trim() === l);
        const id = labelEl?.getAttribute('for');
        const input = id ? (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null) : null;
        return input?.value === v;
      },
      { label, value },
      { timeout },
    );
  }

  async waitForSaved(text: string): Promise<void> {
    await this.saveStatus.filter({ hasText: text }).waitFor();
  }

  bmi(): Locator {
    return this.page.getByTestId('bmi-value');
  }
}
