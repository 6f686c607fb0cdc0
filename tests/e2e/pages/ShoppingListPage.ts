import type { Locator, Page } from 'playwright-core';
import { PLANNER_TEXTS } from '../../../shared/domain/planner/texts';

/** The shopping list dialog of the meal planner. */
export class ShoppingListPage {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly progress: Locator;
  readonly completed: Locator;
  readonly printRoot: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByRole('button', { name: PLANNER_TEXTS.shopping.title, exact: true });
    this.dialog = page.getByRole('dialog', { name: PLANNER_TEXTS.shopping.title });
    this.progress = this.dialog.locator('.shop-toolbar__progress');
    this.completed = this.dialog.getByText(PLANNER_TEXTS.allItemsCompleted, { exact: true });
    this.printRoot = page.locator('body > .shopping-print');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.dialog.waitFor();
  }

  group(name: string): Locator {
    return this.dialog
      .locator('section.shop-group')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${name} \\(\\d+\\)$`) }) });
  }

  item(name: string): Locator {
    return this.dialog.getByRole('listitem').filter({ has: this.page.locator('.shop-item__name', { hasText: new RegExp(`^${name}$`) }) });
  }

  /** Ticks (or unticks) an item and waits until the list shows the new state (it is written to the local store first). */
  async toggle(name: string): Promise<void> {
    const box = this.checkbox(name);
    const was = await box.isChecked();
    await box.click();
    await this.page.waitForFunction(([el, before]) => (el as HTMLInputElement).checked !== before, [
      await box.elementHandle(),
      was,
    ] as const);
  }

  checkbox(name: string): Locator {
    return this.item(name).getByRole('checkbox');
  }
}
