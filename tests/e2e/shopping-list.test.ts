import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekDays, weekStartOf } from '../../shared/domain/planner/week';
import type { MealPlanDoc } from '../../shared/schemas/mealPlan';
import { runAdminCommand } from '../../sync-server/src/admin';
import { plannerBook } from '../fixtures/plannerRecipes';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { seedDocuments } from '../support/seedDocuments';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { MealPlannerPage } from './pages/MealPlannerPage';
import { ShoppingListPage } from './pages/ShoppingListPage';

/** The week's shopping list: merged lines, checks that work offline and sync, staples, hand-added items, print. */

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  planner: MealPlannerPage;
  list: ShoppingListPage;
}

let server: E2eServer;
let browser: Browser;
let a: Device;
let b: Device;
const email = uniqueEmail('shopping');
const book = plannerBook();
const byTitle = (title: string) => {
  const r = book.find((x) => x.title === title);
  if (!r) throw new Error(title);
  return r;
};

function weekPlan(): MealPlanDoc {
  const weekStart = weekStartOf(new Date());
  const [monday, tuesday] = weekDays(weekStart) as [string, string];
  const at = new Date().toISOString();
  const place = (title: string, servings?: number) => ({
    id: `p-${title.length}-${Math.random().toString(36).slice(2, 8)}`,
    recipeId: byTitle(title).id,
    title,
    addedAt: at,
    ...(servings ? { servings } : {}),
  });
  return {
    id: weekStart,
    weekStart,
    mealPlan: {
      [monday]: { breakfast: [place('Pancakes breakfast stack')], dinner: [place('Lentil soup', 8)] },
      [tuesday]: { breakfast: [place('Oatmeal with berries')], lunch: [place('Chicken salad bowl')] },
    },
    createdAt: at,
    updatedAt: at,
  };
}

async function openDevice(signUp: boolean): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (signUp) {
    await signUpAndVerify(page, server.url, server.dataDir, email);
    await runAdminCommand(server.db, { kind: 'set-plan', email, plan: 'chef' });
    await seedDocuments(server.db, email, 'recipes', book);
    await seedDocuments(server.db, email, 'mealPlans', [weekPlan()]);
  }
  await signInThroughUi(page, server.url, email);
  const device = { context, page, shell: new AppShellPage(page), planner: new MealPlannerPage(page), list: new ShoppingListPage(page) };
  await device.shell.openView('Meal Planning');
  await device.planner.heading.waitFor();
  await device.planner.slot('Monday', 'dinner').or(device.planner.slot('Today', 'dinner')).first().waitFor();
  return device;
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  a = await openDevice(true);
  b = await openDevice(false);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('shopping list', () => {
  it('merges the week’s ingredients per ingredient, scaled by the servings placed, in colour groups', async () => {
    await a.list.open();
    // Pancakes (1½ cups) + oatmeal (2 cups) of milk: one line in cups.
    await a.list.item('Milk').filter({ hasText: '3½ cups' }).waitFor({ timeout: 15_000 });
    // Lentil soup placed for 8 of its 4 servings: twice the lentils.
    await a.list.item('Lentils').filter({ hasText: '600 g' }).waitFor();
    await a.list.item('Salt').filter({ hasText: 'to taste' }).waitFor();
    expect(await a.list.item('Salt').count()).toBe(1);
    await a.list.group('Dairy & Eggs').waitFor();
    await a.list.group('Produce').waitFor();
    expect(await seriousAxeViolations(a.page, '[role="dialog"]')).toEqual([]);
  });

  it('ticks items offline and syncs the ticks to another device', async () => {
    await b.list.open();
    await a.shell.waitForSyncLabel('Synced');
    await a.context.setOffline(true);
    await a.list.toggle('Milk');
    await a.list.toggle('Lentils');
    await a.shell.waitForSyncLabel(/Offline.*change/);
    await a.context.setOffline(false);
    await expect.poll(() => b.list.checkbox('Milk').isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => b.list.checkbox('Lentils').isChecked(), { timeout: 15_000 }).toBe(true);
  });

  it('remembers staples, takes hand-added items, and says when everything is done', async () => {
    await a.list.item('Salt').getByRole('button', { name: 'Already have: Salt' }).click();
    await a.list.dialog.locator('section.shop-staples').getByText('Salt', { exact: true }).waitFor();
    await a.list.dialog.getByLabel('Item', { exact: true }).fill('Coffee beans');
    await a.list.dialog.getByLabel('Quantity', { exact: true }).fill('1 bag');
    await a.list.dialog.getByLabel('Aisle', { exact: true }).selectOption('Beverages');
    await a.list.dialog.getByRole('button', { name: 'Add item', exact: true }).click();
    await a.list.group('Beverages').getByText('Coffee beans').waitFor();
    await b.list.group('Beverages').getByText('Coffee beans').waitFor({ timeout: 15_000 });

    for (const box of await a.list.dialog.locator('.shop-group input[type="checkbox"]').all()) {
      if (!(await box.isChecked())) {
        await box.click();
        await expect.poll(() => box.isChecked()).toBe(true);
      }
    }
    await a.list.completed.waitFor();
  });

  it('prints only the list, on A4 with 1.5 cm margins', async () => {
    await a.page.emulateMedia({ media: 'print' });
    await a.list.printRoot.getByText('Coffee beans').waitFor();
    expect(await a.page.locator('.app-header').isVisible()).toBe(false);
    expect(await a.list.dialog.isVisible()).toBe(false);
    const page = await a.page.evaluate(() => {
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSMediaRule && rule.conditionText === 'print') {
            for (const inner of Array.from(rule.cssRules)) {
              if (inner instanceof CSSPageRule)
                return { size: inner.style.getPropertyValue('size'), margin: inner.style.getPropertyValue('margin') };
            }
          }
        }
      }
      return null;
    });
    expect(page).toEqual({ size: 'a4', margin: '1.5cm' });
    const pdf = await a.page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await a.page.emulateMedia({ media: 'screen' });
  });
});
