import type { Locator, Page } from 'playwright-core';

/** The minimal Recipe Book panel (client contract item 3). */
export class RecipeBookPage {
  readonly heading: Locator;
  readonly newRecipeButton: Locator;
  readonly list: Locator;
  readonly dialog: Locator;
  readonly titleField: Locator;
  readonly textField: Locator;
  /** "Discard changes?", asked when a form with unsaved text is closed. */
  readonly discardDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'My Recipe Book' });
    this.newRecipeButton = page.getByRole('button', { name: 'New recipe' });
    this.list = page.getByRole('list', { name: 'Saved recipes' });
    this.dialog = page.getByRole('dialog', { name: /^(New|Edit) recipe$/ });
    this.discardDialog = page.getByRole('dialog', { name: 'Discard changes?' });
    this.titleField = this.dialog.getByLabel('Title');
    this.textField = this.dialog.getByLabel('Recipe text');
  }

  item(title: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: title });
  }

  async create(title: string, text: string): Promise<void> {
    await this.newRecipeButton.click();
    await this.titleField.fill(title);
    await this.textField.fill(text);
    await this.dialog.getByRole('button', { name: 'Save recipe' }).click();
    await this.dialog.waitFor({ state: 'detached' });
    await this.item(title).waitFor();
  }

  async edit(title: string, changes: { title?: string; text?: string }): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${title}` }).click();
    if (changes.title !== undefined) await this.titleField.fill(changes.title);
    if (changes.text !== undefined) await this.textField.fill(changes.text);
    await this.dialog.getByRole('button', { name: 'Save changes' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  async remove(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
    await this.page.getByRole('dialog', { name: 'Delete recipe?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await this.item(title).waitFor({ state: 'detached' });
  }

  async titles(): Promise<string[]> {
    return this.list.getByRole('heading').allTextContents();
  }
}
