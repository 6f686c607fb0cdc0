import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXTS } from '../../shared/domain/settingsTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { setUserPlan } from './pages/plan';
import { SettingsPage } from './pages/SettingsPage';

/** Settings changed on one device show on the other; changed offline they sync later; BMI and targets follow the profile live. */

interface Device {
  context: BrowserContext;
  page: Page;
  shell: AppShellPage;
  settings: SettingsPage;
}

let server: E2eServer;
let browser: Browser;
let a: Device;
let b: Device;
const email = uniqueEmail('settings');

async function openDevice(signUp: boolean): Promise<Device> {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  if (signUp) {
    await signUpAndVerify(page, server.url, server.dataDir, email);
    await setUserPlan(server.db, email, 'master-chef');
  }
  await signInThroughUi(page, server.url, email);
  const device = { context, page, shell: new AppShellPage(page), settings: new SettingsPage(page) };
  await device.shell.openView('Settings');
  await device.settings.heading.waitFor();
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

describe('settings on two devices', () => {
  it('shows a preference changed on one device on the other', async () => {
    await a.settings.section('Preferences').waitFor();
    await b.settings.section('Preferences').waitFor();
    await a.settings.fill('Default serving size', '6');
    await a.settings.waitForSaved(SETTINGS_TEXTS.savedSynced);
    await b.settings.waitForValue('Default serving size', '6');

    await a.settings.field('Preferred units').selectOption('us');
    await b.settings.waitForValue('Preferred units', 'us');
    await a.page.getByRole('checkbox', { name: 'Vegan' }).check();
    await b.page.getByRole('checkbox', { name: 'Vegan', checked: true }).waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(a.page, 'main')).toEqual([]);
  });

  it('shows BMI and daily targets live from the profile, on both devices', async () => {
    await a.settings.open('Profile');
    await b.settings.open('Profile');
    await a.page.getByText(SETTINGS_TEXTS.bmiMissing).waitFor();
    await a.settings.fill('Age', '30');
    await a.settings.field('Gender').selectOption('female');
    await a.settings.fill('Height (cm)', '165');
    await a.settings.fill('Weight (kg)', '60');
    // 60 / 1.65² = 22.0; Mifflin-St Jeor female: 10·60 + 6.25·165 − 5·30 − 161 = 1320.25 × 1.55 = 2046 kcal.
    await a.page.getByTestId('bmi-value').filter({ hasText: '22.0' }).waitFor();
    await a.page.getByTestId('daily-targets').filter({ hasText: '2046 kcal' }).waitFor();
    await b.page.getByTestId('bmi-value').filter({ hasText: '22.0' }).waitFor({ timeout: 15_000 });
    // A refused value typed back to the saved one takes its message away.
    await a.settings.fill('Age', '200');
    await a.page.getByText('Enter a whole number from 1 to 120.').waitFor();
    await a.settings.fill('Age', '30');
    await a.page.getByText('Enter a whole number from 1 to 120.').waitFor({ state: 'detached' });

    // Switching units converts without loss: the targets and BMI stay as they were (2046 kcal, not 2047).
    await a.settings.field('Height unit').selectOption('ft_in');
    await a.settings.waitForValue('Height (ft)', '5');
    await a.settings.waitForValue('(in)', '5');
    await a.settings.field('Weight unit').selectOption('lbs');
    await a.settings.waitForValue('Weight (lbs)', '132.3');
    await a.page.getByTestId('bmi-value').filter({ hasText: '22.0' }).waitFor();
    await a.page.getByTestId('daily-targets').filter({ hasText: '2046 kcal' }).waitFor();
    expect(await a.page.getByTestId('daily-targets').textContent()).toContain('2046 kcal');
    await a.settings.field('Height unit').selectOption('cm');
    await a.settings.waitForValue('Height (cm)', '165');
    await a.settings.field('Weight unit').selectOption('kg');
    await a.settings.waitForValue('Weight (kg)', '60');
    await a.page.getByTestId('daily-targets').filter({ hasText: '2046 kcal' }).waitFor();

    await a.settings.fill('Allergies', 'Peanuts');
    await a.page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await a.page.getByRole('list', { name: 'Allergies added' }).getByText('→ Nut-Free').waitFor();
    expect(await seriousAxeViolations(a.page, 'main')).toEqual([]);
  });

  it('keeps a health goal and lowers the calorie target for weight loss', async () => {
    await a.settings.open('Health goals');
    await a.page.getByRole('button', { name: 'Add a goal' }).click();
    await a.page.getByTestId('daily-targets').filter({ hasText: '1746 kcal' }).waitFor();
    await a.settings.fill('Target', '5');
    await a.page.getByText('Weight loss (target 5 kg)').waitFor();
    await b.settings.open('Health goals');
    await b.page.getByText('Weight loss (target 5 kg)').waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(a.page, 'main')).toEqual([]);
  });

  it('keeps two profile fields saved before the store has shown the first (no lost update)', async () => {
    await a.settings.open('Profile');
    await b.settings.open('Profile');
    await a.settings.waitForValue('Cooking skill', '');
    // Both changes in one task: the second save is made before the store has written (and shown) the first, as a
    // loaded device does when the user moves on quickly. Each save must patch the stored profile, not the one on screen.
    await a.page.evaluate(() => {
      const select = (label: string) => {
        const id = [...document.querySelectorAll('label')].find((e) => e.textContent?.trim() === label)?.getAttribute('for');
        const element = id ? document.getElementById(id) : null;
        if (!(element instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
        return element;
      };
      for (const [label, value] of [
        ['Cooking skill', 'Advanced'],
        ['Budget', 'Premium'],
      ] as const) {
        const element = select(label);
        element.value = value;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await b.settings.waitForValue('Budget', 'Premium');
    await b.settings.waitForValue('Cooking skill', 'Advanced');
    await a.settings.waitForValue('Cooking skill', 'Advanced');
    await a.settings.waitForValue('Budget', 'Premium');
    await a.page.getByTestId('daily-targets').filter({ hasText: '1746 kcal' }).waitFor();
  });

  it('saves a change made offline on the device and syncs it when back online', async () => {
    await a.settings.open('Preferences');
    await b.settings.open('Preferences');
    await a.shell.waitForSyncLabel('Synced');
    await a.context.setOffline(true);
    await a.shell.waitForSyncLabel(/^Offline/);
    await a.settings.fill('Default serving size', '8');
    await a.settings.waitForSaved(SETTINGS_TEXTS.savedWaiting);
    await a.shell.waitForSyncLabel(/Offline.*1 change waiting/);
    await a.context.setOffline(false);
    await b.settings.waitForValue('Default serving size', '8');
    await a.shell.waitForSyncLabel('Synced');
  });
});
