import type { Locator, Page } from 'playwright-core';
import { waitForPath } from './waitForPath';

/** The signed-in /app shell: header, views, user menu, sync status. */
export class AppShellPage {
  readonly mainNav: Locator;
  readonly syncStatus: Locator;
  /** The visible words of the sync status only ("Synced", "Offline · 1 change waiting"), without its hidden "Last synced …" detail. */
  readonly syncLabel: Locator;
  readonly userMenuButton: Locator;
  readonly signOutItem: Locator;
  readonly bell: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.mainNav = page.getByRole('navigation', { name: 'Main', exact: true });
    this.syncStatus = page.locator('.app-header [role="status"]');
    this.syncLabel = this.syncStatus.locator('.sync-status__label');
    this.userMenuButton = page.getByRole('button', { name: /^Account menu for/ });
    this.signOutItem = page.getByRole('menuitem', { name: 'Sign Out' });
    this.bell = page.getByRole('button', { name: /^Notifications/ });
    this.menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  }

  navButton(name: 'Convert' | 'Recipe Book' | 'Meal Planning' | 'Settings'): Locator {
    return this.mainNav.getByRole('button', { name: new RegExp(`^${name}`) });
  }

  async waitForShell(): Promise<void> {
    await this.userMenuButton.waitFor({ timeout: 30_000 });
  }

  /** Waits until the sync status reads exactly `label` (a string), or matches it (a RegExp). */
  async waitForSyncLabel(label: string | RegExp, timeout = 15_000): Promise<void> {
    const pattern = typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : label;
    await this.syncLabel.filter({ hasText: pattern }).waitFor({ timeout });
  }

  async openView(name: 'Convert' | 'Recipe Book' | 'Meal Planning' | 'Settings'): Promise<void> {
    await this.navButton(name).click();
  }

  async signOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.signOutItem.click();
    try {
      await waitForPath(this.page, /\/signin$/);
    } catch (error) {
      // Say what the user would see instead of the sign-in page (a dialog, an error), so a failure explains itself.
      const seen = await this.page
        .locator('body')
        .innerText()
        .catch(() => '(page text unavailable)');
      throw new Error(`${(error as Error).message}\nThe page shows:\n${seen.slice(0, 1500)}`);
    }
  }
}
