import type { Locator, Page } from 'playwright-core';
import { CARD_TEXTS, CONVERTER_TEXTS, SAVE_TEXTS } from '../../../shared/domain/converterTexts';

/** The Convert view of /app: the input form, filters and the result panel with the recipe card. */
export class ConverterPage {
  readonly heading: Locator;
  readonly convertTab: Locator;
  readonly createTab: Locator;
  readonly recipeField: Locator;
  readonly dishField: Locator;
  readonly convertButton: Locator;
  readonly createButton: Locator;
  readonly surpriseButton: Locator;
  readonly fileInput: Locator;
  readonly card: Locator;
  readonly cardTitle: Locator;
  readonly saveButton: Locator;
  readonly consentDialog: Locator;
  readonly resultError: Locator;
  readonly madeOnDevice: Locator;
  readonly loading: Locator;
  readonly cancelButton: Locator;
  readonly form: Locator;
  /** Create without an AI provider: the closest built-in dishes offered when the one asked for is not built in. */
  readonly dishSuggestions: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Recipe input' });
    this.heading = page.getByRole('heading', { level: 1, name: CONVERTER_TEXTS.heading });
    this.convertTab = page.getByRole('tab', { name: CONVERTER_TEXTS.convertTab });
    this.createTab = page.getByRole('tab', { name: CONVERTER_TEXTS.createTab });
    this.recipeField = page.getByLabel(CONVERTER_TEXTS.recipeLabel, { exact: true });
    this.dishField = page.getByLabel(CONVERTER_TEXTS.dishLabel, { exact: true });
    this.convertButton = this.form.getByRole('button', { name: CONVERTER_TEXTS.convertButton, exact: true });
    this.createButton = this.form.getByRole('button', { name: CONVERTER_TEXTS.createButton, exact: true });
    this.surpriseButton = this.form.getByRole('button', { name: CONVERTER_TEXTS.surpriseMe });
    this.fileInput = page.locator('input[type="file"]');
    this.card = page.locator('article.recipe-card');
    this.cardTitle = this.card.getByRole('heading', { level: 2 });
    this.saveButton = this.card.getByRole('button', {
      name: new RegExp(`^(${SAVE_TEXTS.save}|${SAVE_TEXTS.saving}|${SAVE_TEXTS.saved})$`),
    });
    this.consentDialog = page.getByRole('dialog', { name: CONVERTER_TEXTS.consentTitle });
    this.resultError = page.locator('.result-error');
    this.madeOnDevice = this.card.getByText(CONVERTER_TEXTS.madeOnDevice, { exact: true });
    this.loading = page.getByText(CONVERTER_TEXTS.loading, { exact: true });
    this.cancelButton = page.getByRole('button', { name: CONVERTER_TEXTS.cancel, exact: true });
    this.dishSuggestions = page.getByRole('region', { name: CONVERTER_TEXTS.closestDishesHeading });
  }

  /** The button that makes one of the offered built-in dishes. */
  suggestedDish(name: string): Locator {
    return this.dishSuggestions.getByRole('button', { name: CONVERTER_TEXTS.makeDish(name), exact: true });
  }

  filter(name: string): Locator {
    // A locked filter's name ends in "(Upgrade to unlock)".
    return this.page.locator('.filter-grid').getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) });
  }

  /** Picks a filter, paging forward through the grid until it shows. */
  async pickFilter(name: string): Promise<void> {
    await this.page.getByLabel(CONVERTER_TEXTS.filterSearch).fill(name);
    await this.filter(name).click();
    await this.page.getByLabel(CONVERTER_TEXTS.filterSearch).fill('');
  }

  activeFilter(name: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${name}` });
  }

  cardSection(name: string): Locator {
    return this.card.getByRole('heading', { level: 3, name });
  }

  ingredients(): Locator {
    return this.card.getByRole('list', { name: CARD_TEXTS.ingredients }).getByRole('listitem');
  }

  fieldError(text: string): Locator {
    return this.page.locator('.form-error').filter({ hasText: text });
  }
}
