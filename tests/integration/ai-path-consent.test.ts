import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/domain/limits';
import { MESSAGES } from '../../shared/domain/messages';
import { defaultSettings } from '../../shared/schemas/settings';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { generateAnswer } from '../support/generateAnswer';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Issue 33, case 9 on the server, plain and streamed: nothing of the recipe reaches the AI provider before the user
 * agreed, nor after "Not now" (consent withdrawn in Settings). The converter's side (it asks before it posts) is
 * tests/e2e/converter-consent.test.ts.
 */

const at = '2026-11-29T08:00:00.000Z';
const settingsWith = (hasConsented: boolean) => ({
  ...defaultSettings(at),
  aiConsent: { hasConsented, consentDate: at, version: LIMITS.aiConsentVersion },
});
const RECIPE = 'Pancakes\n200 g flour\n2 eggs\n300 ml milk\nWhisk and fry.';
const REPLY = {
  recipeName: 'Vegan Pancakes',
  description: 'Light pancakes.',
  prepTime: '5 minutes',
  cookTime: '15 minutes',
  totalTime: '20 minutes',
  servings: 4,
  dietaryRequirements: ['Vegan'],
  ingredients: ['200 g plain flour', '2 tbsp ground flaxseed', '300 ml oat milk', '1 tbsp sunflower oil'],
  instructions: ['Whisk the flour, flaxseed and oat milk.', 'Fry spoonfuls in the oil until golden.'],
  tips: [],
  category: 'dessert',
};

describe('consent comes first: nothing is sent to the AI provider without it', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.reply({ kind: 'json', content: REPLY });
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'consent-first' } });
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  for (const stream of [false, true]) {
    const mode = stream ? 'streamed' : 'plain';
    it(`without consent the answer is 403 with the spec's text, before any stream, and the provider hears nothing (${mode})`, async () => {
      const { headers } = await createPlanUser(t.app, t.db, 'chef');
      const before = fake.requests.length;
      for (const consent of [undefined, false, 'yes']) {
        const answer = await generateAnswer(t.app, headers, {
          originalRecipe: RECIPE,
          filters: ['Vegan'],
          stream,
          ...(consent === undefined ? {} : { consent }),
        });
        expect(answer.status).toBe(403);
        expect(answer.streamed).toBe(false);
        expect(answer.body).toMatchObject({ success: false, error: MESSAGES.consentRequired, code: ERROR_CODES.consentRequired });
      }
      expect(fake.requests.length).toBe(before);
    });

    it(`after "Not now" in Settings an earlier agreement no longer counts, and nothing is sent; agreeing again sends (${mode})`, async () => {
      const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
      const agreed = await generateAnswer(t.app, headers, { originalRecipe: RECIPE, filters: ['Vegan'], stream, consent: true });
      expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
      const sent = fake.requests.length;
      expect(JSON.stringify(fake.requests.at(-1))).toContain('Whisk and fry.');

      await t.db.transaction((tx) => writeServerDocument(tx, id, 'settings', settingsWith(false)));
      const refused = await generateAnswer(t.app, headers, { originalRecipe: RECIPE, filters: ['Vegan'], stream });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(MESSAGES.consentRequired);
      expect(fake.requests.length).toBe(sent);

      const again = await generateAnswer(t.app, headers, { originalRecipe: RECIPE, filters: ['Vegan'], stream, consent: true });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(fake.requests.length).toBe(sent + 1);
    });
  }
});
