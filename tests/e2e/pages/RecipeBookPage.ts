import type { Locator, Page } from 'playwright-core';

/** My Recipe Book: list, toolbar, editor, viewer and delete confirmation. */
export class RecipeBookPage {
  readonly heading: Locator;
  readonly count: Locator;
  readonly newRecipeButton: Locator;
  readonly list: Locator;
  readonly search: Locator;
  readonly results: Locator;
  readonly clearFilters: Locator;
  /** The New / Edit Recipe dialog. */
  readonly dialog: Locator;
  readonly titleField: Locator;
  /** The first ingredient line: what `create` and `edit` call the recipe's text. */
  readonly textField: Locator;
  /** "Discard changes?", asked when a form with unsaved text is closed. */
  readonly discardDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'My Recipe Book' });
    this.count = page.locator('.view__count');
    this.newRecipeButton = page.getByRole('button', { name: 'New recipe' });
    this.list = page.getByRole('list', { name: 'Saved recipes' });
    this.search = page.getByRole('searchbox', { name: 'Search recipes' });
    this.results = page.locator('.book__results');
    this.clearFilters = page.getByRole('button', { name: 'Clear Filters' }).first();
    this.dialog = page.getByRole('dialog', { name: /^(New Recipe|Edit Recipe)$/ });
    this.discardDialog = page.getByRole('dialog', { name: 'Discard changes?' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete recipe?' });
    this.titleField = this.dialog.getByLabel('Recipe name');
    this.textField = this.dialog.getByLabel('Ingredient 1', { exact: true });
  }

  item(title: string): Locator {
    return this.list.locator(':scope > li').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /**
   * The card as the page holds it while a modal dialog is open: the dialog hides the rest of the page
   * from the accessibility tree, where `item` would count the card as gone at once.
   */
  itemBehindDialog(title: string): Locator {
    return this.page
      .getByRole('list', { name: 'Saved recipes', includeHidden: true })
      .locator(':scope > li')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true, includeHidden: true }) });
  }

  /** Saves a new recipe: `text` is its first ingredient and its first step. */
  async create(title: string, text: string): Promise<void> {
    await this.newRecipeButton.click();
    await this.titleField.fill(title);
    await this.textField.fill(text);
    await this.dialog.getByLabel('Step 1', { exact: true }).fill(text);
    await this.dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await this.dialog.waitFor({ state: 'detached' });
    await this.item(title).waitFor();
  }

  /** `text` replaces the first ingredient. */
  async edit(title: string, changes: { title?: string; text?: string }): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    if (changes.title !== undefined) await this.titleField.fill(changes.title);
    if (changes.text !== undefined) await this.textField.fill(changes.text);
    await this.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  async remove(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await this.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await this.item(title).waitFor({ state: 'detached' });
  }

  async titles(): Promise<string[]> {
    return this.list.getByRole('heading').allTextContents();
  }
}
