import { describe, expect, it } from 'vitest';
import { useAiProviderApp } from '../support/aiProviderApp';
import { generateAnswer } from '../support/generateAnswer';

/**
 * A card that fails its check after its conversion was counted gives the count back. When the database cannot take
 * the count back, the user still gets the card's own refusal (422, with its reason), never a server error in its place.
 */

const UNFIXABLE = {
  recipeName: 'Braised Beef',
  description: 'Slow-braised beef.',
  prepTime: '15 minutes',
  cookTime: '2 hours',
  totalTime: '2 hours 15 minutes',
  servings: 4,
  dietaryRequirements: [],
  ingredients: ['1 kg beef chuck, cubed', '2 onions, sliced', '500 ml water'],
  instructions: ['Brown the beef.', 'Add the onions and water; braise 2 hours.'],
  nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
  tips: [],
  category: 'main-dish',
};

// Vegan and Keto with every plant protein avoided: nothing can stand in for the beef.
const REQUEST = {
  consent: true,
  originalRecipe: 'Braised beef with onions',
  mode: 'convert',
  filters: ['Vegan', 'Keto'],
  avoidIngredients: ['tofu', 'seitan', 'mushrooms', 'jackfruit', 'tempeh', 'soy', 'lentils', 'eggplant', 'cauliflower'],
};

describe('a refused card whose count cannot be given back', () => {
  const app = useAiProviderApp('refused-count');

  async function conversionsCounted(): Promise<number> {
    const payload = { checkpoint: null, batchSize: 50 };
    const pulled = await app.t.app.inject({ method: 'POST', url: '/api/sync/usage/pull', headers: app.headers, payload });
    return (pulled.json() as { documents: { conversions: number }[] }).documents.reduce((sum, d) => sum + d.conversions, 0);
  }

  for (const stream of [false, true]) {
    it(`answers the card's own 422, not a server error (${stream ? 'streamed' : 'plain'})`, async () => {
      app.fake.reply({ kind: 'json', content: UNFIXABLE });
      const transaction = app.t.db.transaction;
      let attempts = 0;
      app.t.db.transaction = (() => {
        attempts++;
        return Promise.reject(new Error('connection lost'));
      }) as typeof app.t.db.transaction;
      try {
        const answer = await generateAnswer(app.t.app, app.headers, { ...REQUEST, stream });
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        expect(String(answer.body.error)).toMatch(/could not be fixed/);
        // The give-back was tried (and failed): the refusal above is the card's, not the database's.
        expect(attempts).toBe(1);
      } finally {
        app.t.db.transaction = transaction;
      }
    });
  }

  it('with the database answering, the refused card is not counted', async () => {
    app.fake.reply({ kind: 'json', content: UNFIXABLE });
    const before = await conversionsCounted();
    const answer = await generateAnswer(app.t.app, app.headers, { ...REQUEST, stream: false });
    expect(answer.status).toBe(422);
    expect(await conversionsCounted()).toBe(before);
  });
});
