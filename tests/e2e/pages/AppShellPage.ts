import type { Locator, Page } from 'playwright-core';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
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

  /** The sign-out dialog (opened by the user menu's Sign Out). */
  get signOutDialog(): Locator {
    return this.page.getByRole('dialog', { name: SHELL_TEXTS.signOutUnsyncedTitle });
  }

  /** The dialog's confirming button: Sign Out, or Sign Out Anyway while changes wait. */
  get signOutButton(): Locator {
    return this.signOutDialog.getByRole('button', { name: new RegExp(`^(${SHELL_TEXTS.signOut}|${SHELL_TEXTS.signOutAnyway})$`) });
  }

  /** Opens the sign-out dialog and waits until it has counted the changes not on the server yet. */
  async openSignOut(): Promise<Locator> {
    await this.userMenuButton.click();
    await this.signOutItem.click();
    const dialog = this.signOutDialog;
    await this.signOutButton.and(dialog.getByRole('button', { disabled: false })).waitFor();
    return dialog;
  }

  /**
   * Signs out through the dialog. `data`: remove or keep this device's data; without it, the
   * dialog's own choice (remove, unless the device was marked as the user's own).
   */
  async signOut(data?: 'remove' | 'keep'): Promise<void> {
    const dialog = await this.openSignOut();
    if (data)
      await dialog.getByRole('radio', { name: data === 'remove' ? SHELL_TEXTS.removeDeviceData : SHELL_TEXTS.keepDeviceData }).check();
    await this.signOutButton.click();
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
