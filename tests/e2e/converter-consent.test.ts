import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { signInThroughUi, signUpAndVerify, uniqueEmail } from './pages/accounts';
import { seriousAxeViolations } from './pages/axe';
import { ConverterPage } from './pages/ConverterPage';

/**
 * Issue 33 case 9: consent comes first. With an AI provider configured (a local OpenAI-shaped server), the
 * converter sends nothing to /api/generate before the user agrees, nothing after "Not now", and the dialog says
 * what is sent and where.
 */

const RECIPE = `Tomato Soup
Serves 4
Ingredients
- 800 g ripe tomatoes, chopped
- 1 onion, chopped
- 2 tbsp olive oil
- 500 ml vegetable stock
Instructions
1. Soften the onion in the oil.
2. Add the tomatoes and stock and simmer 20 minutes.
3. Blend until smooth.`;

const REPLY = {
  recipeName: 'Vegan Tomato Soup',
  prepTime: '10 minutes',
  cookTime: '25 minutes',
  totalTime: '35 minutes',
  servings: 4,
  dietaryRequirements: ['Vegan'],
  ingredients: ['800 g ripe tomatoes, chopped', '1 onion, chopped', '2 tbsp olive oil', '500 ml vegetable stock'],
  instructions: ['Soften the onion in the oil.', 'Add the tomatoes and stock and simmer 20 minutes.', 'Blend until smooth.'],
  nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
  tips: ['A swirl of olive oil on top is enough.'],
  category: 'main-dish',
};

let fake: FakeOpenAi;
let server: E2eServer;
let browser: Browser;
let page: Page;
let converter: ConverterPage;
/** Every request the page made to /api/generate. */
const generateRequests: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.reply({ kind: 'json', content: REPLY });
  server = await startE2eServer({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'consent-test' } });
  browser = await launchBrowser();
  const context = await browser.newContext({ bypassCSP: true }); // axe-core is injected as an inline script
  page = await context.newPage();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/generate') generateRequests.push(request.method());
  });
  const email = uniqueEmail('consent');
  await signUpAndVerify(page, server.url, server.dataDir, email);
  await signInThroughUi(page, server.url, email);
  converter = new ConverterPage(page);
  await converter.heading.waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

describe('AI-data consent before anything is sent', () => {
  it('asks first, says what is sent and where, and sends nothing before consent or after "Not now"', async () => {
    await converter.recipeField.fill(RECIPE);
    await converter.pickFilter('Vegan');
    await converter.activeFilter('Vegan').waitFor();
    await converter.convertButton.click();

    const dialog = converter.consentDialog;
    await dialog.getByText(CONVERTER_TEXTS.consentText).waitFor();
    await dialog.getByRole('heading', { name: CONVERTER_TEXTS.consentSentTitle }).waitFor();
    for (const item of CONVERTER_TEXTS.consentSentItems) await dialog.getByText(item, { exact: true }).waitFor();
    await dialog.getByText(CONVERTER_TEXTS.consentNotSent).waitFor();
    await dialog.getByText(CONVERTER_TEXTS.consentSentTo(new URL(fake.baseURL).host)).waitFor();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(generateRequests).toEqual([]);

    await dialog.getByRole('button', { name: CONVERTER_TEXTS.consentDecline }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing is on its way either: no loading state, no request, no call to the AI.
    expect(await converter.loading.count()).toBe(0);
    expect(generateRequests).toEqual([]);
    expect(fake.requests).toHaveLength(0);

    // Asked again on the next press; accepting sends the one request.
    await converter.convertButton.click();
    await dialog.getByText(CONVERTER_TEXTS.consentText).waitFor();
    expect(generateRequests).toEqual([]);
    await dialog.getByRole('button', { name: CONVERTER_TEXTS.consentAccept }).click();
    await converter.cardTitle.filter({ hasText: 'Vegan Tomato Soup' }).waitFor({ timeout: 20_000 });
    expect(generateRequests).toEqual(['POST']);
    expect(fake.requests).toHaveLength(1);

    // Consent is remembered: the next conversion goes straight out.
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/generate');
    await converter.convertButton.click();
    await sent;
    expect(await dialog.count()).toBe(0);
  });
});
