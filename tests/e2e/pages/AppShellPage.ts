import type { Locator, Page } from 'playwright-core';
import { waitForPath } from './waitForPath';

/** The signed-in /app shell: header, views, user menu, sync status. */
export class AppShellPage {
  readonly mainNav: Locator;
  readonly syncStatus: Locator;
  readonly userMenuButton: Locator;
  readonly signOutItem: Locator;
  readonly bell: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.mainNav = page.getByRole('navigation', { name: 'Main', exact: true });
    this.syncStatus = page.locator('.app-header [role="status"]');
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

  async openView(name: 'Convert' | 'Recipe Book' | 'Meal Planning' | 'Settings'): Promise<void> {
    await this.navButton(name).click();
  }

  async signOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.signOutItem.click();
    await waitForPath(this.page, /\/signin$/);
  }
}
