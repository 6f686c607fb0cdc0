import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXTS, CONVERTER_TEXTS, LINK_TEXTS } from '../../shared/domain/converterTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { type RecipePageServer, startRecipePageServer } from '../support/recipePages';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { ConverterPage } from './pages/ConverterPage';

/**
 * Uploads read in the browser: .txt, .docx (mammoth) and .pdf (pdf.js), with the spec's four error
 * texts; and a link to a local page with a JSON-LD recipe (the server has the test-only 127.0.0.1 allowance).
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/uploads');

let server: E2eServer;
let pages: RecipePageServer;
let browser: Browser;
let page: Page;
let converter: ConverterPage;

beforeAll(async () => {
  pages = await startRecipePageServer();
  server = await startE2eServer({ env: { RECIPE_LINK_TEST_ALLOW_IPS: '127.0.0.1' } });
  browser = await launchBrowser();
  const context = await browser.newContext();
  page = await context.newPage();
  const email = uniqueEmail('files');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  converter = new ConverterPage(page);
  await converter.heading.waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await pages?.close();
});

async function upload(file: string): Promise<void> {
  await converter.fileInput.setInputFiles(path.join(FIXTURES, file));
}

describe('recipe files', () => {
  for (const file of ['banana-bread.txt', 'banana-bread.docx', 'banana-bread.pdf']) {
    it(`reads ${path.extname(file)} into the recipe text, with a file chip that clears it`, async () => {
      await upload(file);
      await page.locator('.file-chip').filter({ hasText: file }).waitFor();
      const text = await converter.recipeField.inputValue();
      expect(text).toContain('Banana Bread');
      expect(text).toMatch(/250 g plain flour/);
      expect(text.split('\n').length).toBeGreaterThan(5);
      await page.getByRole('button', { name: CONVERTER_TEXTS.clearFile }).click();
      expect(await converter.recipeField.inputValue()).toBe('');
    });
  }

  it('refuses a file over 10MB', async () => {
    await converter.fileInput.setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 97) });
    await converter.fieldError(CONVERTER_TEXTS.fileTooLarge).waitFor();
  });

  it('refuses other file types, and the error clears when the text changes', async () => {
    await upload('photo.png');
    await converter.fieldError(CONVERTER_TEXTS.fileWrongType).waitFor();
    await converter.recipeField.fill('Toast');
    await converter.fieldError(CONVERTER_TEXTS.fileWrongType).waitFor({ state: 'detached' });
  });

  it('says when a scanned PDF has no text to read', async () => {
    await upload('scanned-recipe.pdf');
    await converter.fieldError(CONVERTER_TEXTS.fileNoText).waitFor();
    // A good file after a failed one clears the error.
    await upload('banana-bread.txt');
    await converter.fieldError(CONVERTER_TEXTS.fileNoText).waitFor({ state: 'detached' });
  });
});

describe('texts over the 20,000-character limit', () => {
  const long = (n: number) =>
    `Big Batch Soup\nIngredients\n- 1 onion\nMethod\n${'Stir the pot gently. '.repeat(Math.ceil(n / 21))}`.slice(0, n);

  it('keeps the start of a 25,000-character paste and says it was cut', async () => {
    await converter.recipeField.fill('');
    await converter.recipeField.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, long(25_000));
    await page.getByText(CONVERTER_TEXTS.textCut(25_000), { exact: true }).waitFor();
    expect((await converter.recipeField.inputValue()).length).toBe(20_000);
    expect(await converter.recipeField.inputValue()).toBe(long(25_000).slice(0, 20_000));
    // Editing the text again takes the note away.
    await converter.recipeField.press('End');
    await converter.recipeField.press('Backspace');
    await page.getByText(CONVERTER_TEXTS.textCut(25_000), { exact: true }).waitFor({ state: 'detached' });
  });

  it('says so of a file over the limit', async () => {
    await converter.fileInput.setInputFiles({ name: 'long-soup.txt', mimeType: 'text/plain', buffer: Buffer.from(long(25_000)) });
    await page.getByText(CONVERTER_TEXTS.textCut(25_000), { exact: true }).waitFor();
    expect((await converter.recipeField.inputValue()).length).toBe(20_000);
    await page.getByRole('button', { name: CONVERTER_TEXTS.clearFile }).click();
    await page.getByText(CONVERTER_TEXTS.textCut(25_000), { exact: true }).waitFor({ state: 'detached' });
  });
});

describe('recipe links', () => {
  it('has a visible control that reads a linked page into the recipe text', async () => {
    await converter.recipeField.fill('');
    await page.getByRole('button', { name: CONVERTER_TEXTS.fromLink }).click();
    const field = page.getByLabel(CONVERTER_TEXTS.linkLabel, { exact: true });
    await field.fill(`${pages.url}/jsonld`);
    await page.getByRole('button', { name: CONVERTER_TEXTS.importLink, exact: true }).click();
    await page.getByText(CONVERTER_TEXTS.linkImported, { exact: true }).waitFor();
    expect(await converter.recipeField.inputValue()).toContain('- 250 g plain flour');
    expect(await field.inputValue()).toBe('');
    // Addresses it cannot read get the message, in the field and when pasted as the recipe.
    for (const address of ['ftp://example.com/banana-bread', 'www.example.com/banana-bread']) {
      await field.fill(address);
      await field.press('Enter');
      const linkError = page.locator('.link-import .form-error').filter({ hasText: LINK_TEXTS.invalidUrl });
      await linkError.waitFor();
      await field.fill('');
      await linkError.waitFor({ state: 'detached' });
      await converter.recipeField.fill(address);
      await converter.convertButton.click();
      await converter.fieldError(LINK_TEXTS.invalidUrl).waitFor();
    }
    await converter.recipeField.fill('');
    await page.getByRole('button', { name: CONVERTER_TEXTS.fromLink }).click();
    await field.waitFor({ state: 'detached' });
  });

  it('reads the recipe of a linked page and converts it', async () => {
    await converter.recipeField.fill(`${pages.url}/jsonld`);
    await converter.pickFilter('Vegan');
    await converter.convertButton.click();
    // The same confirmation may still show from the test before (then counted: "×2").
    // The field holding the page's recipe is the exact state (a confirmation toast may still show from the test before).
    await expect.poll(() => converter.recipeField.inputValue(), { timeout: 20_000 }).toContain('- 250 g plain flour');
    await converter.consentDialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
    await converter.cardTitle.filter({ hasText: /Banana Bread/i }).waitFor({ timeout: 20_000 });
    // The page the recipe came from is on the card as soon as it is made, before any save (issue 31).
    const source = page.locator('.recipe-card__source').filter({ hasText: CARD_TEXTS.source });
    await source.waitFor();
    expect(await source.getByRole('link').getAttribute('href')).toBe(`${pages.url}/jsonld`);
  });

  it('says so when the page has no recipe, and the last attempt’s failure card goes', async () => {
    await converter.recipeField.fill('hello');
    await converter.convertButton.click();
    await converter.resultError.waitFor({ timeout: 20_000 });
    await converter.recipeField.fill(`${pages.url}/no-recipe`);
    await converter.convertButton.click();
    await converter.fieldError(LINK_TEXTS.noRecipe).waitFor();
    expect(await converter.resultError.count()).toBe(0);
  });

  it('offline, says that reading a link needs a connection (not that the user must sign in)', async () => {
    await page.context().setOffline(true);
    try {
      await converter.recipeField.fill(`${pages.url}/jsonld`);
      await converter.convertButton.click();
      await converter.fieldError(LINK_TEXTS.offline).waitFor();
      expect(await converter.fieldError(LINK_TEXTS.signedOut).count()).toBe(0);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
