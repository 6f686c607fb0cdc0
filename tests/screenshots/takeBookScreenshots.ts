/**
 * Screenshots of the recipe book, viewer, editor, notifications and user menu into tests/.tmp/screenshots/book/,
 * at desktop (1280), tablet (820) and phone (390) widths, light and dark, from the built app on a
 * real server. Run: npm run screenshots -- book
 */
import type { Page } from 'playwright-core';
import { parseAdminArgs, runAdminCommand } from '../../sync-server/src/admin';
import { AppShellPage } from '../e2e/pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from '../e2e/pages/accounts';
import { RecipeBookPage } from '../e2e/pages/RecipeBookPage';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import { screenshotFolder } from './screenshotFolder';

const OUT = screenshotFolder('book');
const WIDTHS = { desktop: 1280, tablet: 820, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

async function settle(page: Page, dismissToasts = true): Promise<void> {
  if (dismissToasts)
    for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
      await close.click({ timeout: 500 }).catch(() => undefined);
    }
  await page.waitForTimeout(400);
}

async function shoot(
  page: Page,
  name: string,
  widths: readonly Width[],
  schemes: readonly ('light' | 'dark')[] = ['light', 'dark'],
  prepare?: () => Promise<void>,
  undo?: () => Promise<void>,
) {
  for (const width of widths) {
    for (const scheme of schemes) {
      await page.setViewportSize({ width: WIDTHS[width], height: width === 'phone' ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      if (prepare) await prepare();
      await settle(page, !prepare);
      await page.screenshot({ path: `${OUT}/book-${name}-${width}-${scheme}.png` });
      if (undo) await undo();
    }
  }
}

const SAMPLES: [string, string][] = [
  ['Plant-based lasagna with lentil ragù and cashew béchamel', '250 g lasagne sheets'],
  ['Gluten-free banana bread', '3 ripe bananas'],
  ['Supercalifragilisticexpialidociousveganchocolatecakewithnospaces', '200 g dark chocolate'],
  ['Weeknight chickpea curry', '2 cans chickpeas'],
];
const server = await startE2eServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('ada.cook');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  const shell = new AppShellPage(page);
  const book = new RecipeBookPage(page);
  await shell.openView('Recipe Book');
  await book.heading.waitFor();
  await page.getByRole('heading', { name: 'No recipes saved yet' }).waitFor();
  await shoot(page, 'empty', ['desktop', 'phone']);
  await page.setViewportSize({ width: 1280, height: 900 });

  for (const [title, text] of SAMPLES) await book.create(title, text);
  await page.getByRole('button', { name: 'Edit Gluten-free banana bread', exact: true }).click();
  for (const diet of ['Vegan', 'Gluten-Free', 'Low-Carb', 'Keto'])
    await book.dialog.getByRole('button', { name: diet, exact: true }).click();
  await book.dialog.getByLabel('Total time', { exact: true }).fill('70');
  await book.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await book.dialog.waitFor({ state: 'detached' });
  await page.getByRole('region', { name: 'Nearly at Recipe Limit' }).waitFor();
  await shoot(page, 'grid-nearly-limit', ['desktop', 'tablet', 'phone']);

  await shoot(
    page,
    'list',
    ['desktop', 'tablet'],
    ['light', 'dark'],
    async () => {
      await page.getByRole('button', { name: 'List view' }).click();
    },
    async () => {
      await page.getByRole('button', { name: 'Grid view' }).click();
    },
  );

  await book.search.fill('pizza');
  await page.getByRole('heading', { name: 'No recipes found' }).waitFor();
  await shoot(page, 'no-results', ['desktop', 'phone'], ['light']);
  await book.search.fill('banana');
  await book.results.waitFor();
  await shoot(page, 'search', ['desktop'], ['light']);
  await book.clearFilters.click();

  await page.setViewportSize({ width: 1280, height: 900 });
  await book.create('Leek and potato soup', '3 leeks');
  await page.getByRole('region', { name: 'Recipe Limit Reached' }).waitFor();
  await shoot(page, 'limit-reached', ['desktop', 'phone']);

  await shoot(
    page,
    'viewer',
    ['desktop', 'phone'],
    ['light', 'dark'],
    async () => {
      await book.item('Gluten-free banana bread').getByRole('button', { name: 'Gluten-free banana bread', exact: true }).click();
      await page.getByRole('dialog', { name: 'Gluten-free banana bread' }).getByRole('button', { name: 'Copy Recipe' }).waitFor();
    },
    async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  );

  await shoot(
    page,
    'editor',
    ['desktop', 'phone'],
    ['light', 'dark'],
    async () => {
      await page.getByRole('button', { name: 'Edit Gluten-free banana bread', exact: true }).click();
      await book.dialog.getByLabel('Recipe name').waitFor();
    },
    async () => {
      await page.keyboard.press('Escape');
      await book.dialog.waitFor({ state: 'detached' });
    },
  );

  await shoot(
    page,
    'delete-long-title',
    ['phone'],
    ['light'],
    async () => {
      await page.getByRole('button', { name: `Delete ${SAMPLES[2]?.[0]}`, exact: true }).click();
      await book.deleteDialog.waitFor();
    },
    async () => {
      await page.keyboard.press('Escape');
      await book.deleteDialog.waitFor({ state: 'detached' });
    },
  );

  await runAdminCommand(server.db, parseAdminArgs(['set-plan', email, 'chef']));
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
  await page.getByRole('region', { name: 'Recipe Limit Reached' }).waitFor({ state: 'detached' });
  await shoot(
    page,
    'notifications',
    ['desktop', 'phone'],
    ['light', 'dark'],
    async () => {
      await shell.bell.click();
      await page.getByRole('menu').waitFor();
    },
    async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    },
  );
  await shoot(
    page,
    'user-menu',
    ['desktop', 'phone'],
    ['light', 'dark'],
    async () => {
      await shell.userMenuButton.click();
      await page.getByRole('menu').waitFor();
    },
    async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    },
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot(page, 'grid-chef-filters', ['desktop'], ['light']);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
