import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/messages';
import { structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/** A tidy AI reply for a dairy-free pancake request; its nutrition is close to the table's. */
function pancakeReply(overrides: Record<string, unknown> = {}) {
  return {
    recipeName: 'Fluffy Dairy-Free Pancakes',
    description: 'Light pancakes made with oat milk.',
    prepTime: '10 minutes',
    cookTime: '15 minutes',
    totalTime: '25 minutes',
    servings: 4,
    dietaryRequirements: ['Dairy-Free'],
    ingredients: ['200 g all-purpose flour', '2 tsp baking powder', '1 tbsp sugar', '300 ml oat milk', '2 eggs', '2 tbsp olive oil'],
    instructions: [
      'Whisk the dry ingredients.',
      'Whisk in the oat milk, eggs and oil.',
      'Cook ladlefuls in a hot pan until golden on both sides.',
    ],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: ['Rest the batter for 5 minutes.'],
    category: 'dessert',
    ...overrides,
  };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 1;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('POST /api/generate with the OpenAI provider (local Chat Completions server)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'test-model' } });
  });
  afterAll(async () => {
    await t.cleanup();
    await fake.close();
  });

  const generate = async (payload: Record<string, unknown>, plan: 'free' | 'chef' = 'chef') => {
    const { headers } = await createPlanUser(t.app, t.db, plan);
    return t.app.inject({ method: 'POST', url: '/api/generate', headers, payload: { consent: true, ...payload } });
  };
  const usageOf = async (headers: Record<string, string>) => {
    const pull = await t.app.inject({ method: 'POST', url: '/api/sync/usage/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
    return (pull.json().documents as { conversions: number }[])[0]?.conversions ?? 0;
  };

  it('accepts a good reply, sends structured-output instructions, and keeps close nutrition as the AI gave it', async () => {
    // First learn what the table computes, then answer with figures 5% off: close enough to keep.
    fake.reply({ kind: 'json', content: pancakeReply() });
    const first = await generate({ originalRecipe: 'pancakes', filters: ['Dairy-Free'] });
    expect(first.statusCode).toBe(200);
    const computed = first.json().data.nutrition;
    expect(first.json().data.nutritionSource).toBe('computed');
    const near = Object.fromEntries(Object.entries(computed as Record<string, number>).map(([k, v]) => [k, Math.round(v * 1.05)]));
    fake.reply({ kind: 'json', content: pancakeReply({ nutrition: near }) });
    const res = await generate({ originalRecipe: 'pancakes', filters: ['Dairy-Free'] });
    expect(res.statusCode).toBe(200);
    const recipe = structuredRecipeSchema.parse(res.json().data);
    expect(recipe.source).toBe('ai');
    expect(recipe.nutritionSource).toBe('ai');
    expect(recipe.compliance?.compliant).toBe(true);
    const sent = fake.requests.at(-1) as { model: string; response_format: { type: string }; messages: { content: string }[] };
    expect(sent.model).toBe('test-model');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.messages[1]?.content).toContain('Dairy-Free');
  });

  it('replaces nutrition far from the ingredient table and says so', async () => {
    fake.reply({
      kind: 'json',
      content: pancakeReply({ nutrition: { calories: 5, protein: 90, carbohydrates: 1, fat: 0, fiber: 0, sodium: 0 } }),
    });
    const res = await generate({ originalRecipe: 'pancakes', filters: ['Dairy-Free'] });
    const recipe = structuredRecipeSchema.parse(res.json().data);
    expect(recipe.nutritionSource).toBe('computed');
    expect(recipe.nutrition.calories).toBeGreaterThan(100);
    expect(recipe.notices?.join(' ')).toMatch(/recalculated from the ingredients/);
  });

  it('reads a streamed reply', async () => {
    fake.reply({ kind: 'json', content: pancakeReply() });
    const res = await generate({ originalRecipe: 'pancakes', filters: ['Dairy-Free'], stream: true });
    const events = res.body.split('\n\n').filter(Boolean);
    expect(events.filter((e) => e.startsWith('event: progress')).length).toBeGreaterThan(2);
    const result = JSON.parse(events.find((e) => e.startsWith('event: result'))?.split('\ndata: ')[1] ?? '{}');
    expect(result.success).toBe(true);
    expect(result.data.recipeName).toBe('Fluffy Dairy-Free Pancakes');
    expect((fake.requests.at(-1) as { stream?: boolean }).stream).toBe(true);
  });

  it('rejects malformed JSON and a reply without the required structure, and counts neither', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    fake.reply({ kind: 'text', content: '{"recipeName": "Broken", "ingredients": [' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers,
      payload: { consent: true, originalRecipe: 'pancakes', filters: ['Vegan'] },
    });
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ success: false, error: MESSAGES.invalidRecipeStructure });
    fake.reply({ kind: 'json', content: { recipeName: 'No lists' } });
    const partial = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers,
      payload: { consent: true, originalRecipe: 'pancakes', filters: ['Vegan'] },
    });
    expect(partial.json().error).toBe(MESSAGES.invalidRecipeStructure);
    expect(await usageOf(headers)).toBe(0);
  });

  it('catches a reply that breaks an allergen filter: the nuts are replaced, never shown as compliant', async () => {
    fake.reply({
      kind: 'json',
      content: pancakeReply({
        recipeName: 'Almond Pancakes',
        dietaryRequirements: ['Nut-Free'],
        ingredients: ['150 g almond flour', '2 tbsp chopped walnuts', '300 ml oat milk', '2 eggs', '1 tbsp olive oil'],
        instructions: ['Mix the almond flour and walnuts.', 'Whisk in the oat milk and eggs.', 'Cook in the olive oil.'],
      }),
    });
    const res = await generate({ originalRecipe: 'pancakes', filters: ['Nut-Free'] }, 'chef');
    expect(res.statusCode).toBe(200);
    const recipe = structuredRecipeSchema.parse(res.json().data);
    const text = [...recipe.ingredients, ...recipe.instructions].join(' ').toLowerCase();
    expect(text).not.toMatch(/almond|walnut/);
    expect(recipe.compliance).toMatchObject({ compliant: true });
    expect(recipe.notices?.join(' ')).toMatch(/broke your choices/);
  });

  it('adds the profile sections to an AI recipe, and treats profile allergies as the avoid list', async () => {
    fake.reply({ kind: 'json', content: pancakeReply({ ingredients: [...pancakeReply().ingredients, '30 g chopped walnuts'] }) });
    const res = await generate({
      originalRecipe: 'pancakes',
      filters: ['Dairy-Free'],
      profileContext: {
        demographics: { age: 41, gender: 'female' },
        physicalMetrics: { height: 168, heightUnit: 'cm', weight: 70, weightUnit: 'kg', activityLevel: 'lightly_active' },
        healthInformation: { allergies: ['walnuts'], medicalConditions: [], medications: [] },
      },
    });
    expect(res.statusCode).toBe(200);
    const recipe = structuredRecipeSchema.parse(res.json().data);
    expect(recipe.ingredients.join(' ').toLowerCase()).not.toContain('walnut');
    expect(recipe.profileMatchExplanation).toBeTruthy();
    // The profile travels as data, in its own JSON-encoded message; the allergy also joins the avoid list.
    const data = JSON.parse((fake.requests.at(-1) as { messages: { content: string }[] }).messages[2]?.content ?? '{}');
    expect(data.aboutTheCook).toContain('Allergies (never include): walnuts.');
    expect(data.avoidIngredients).toEqual(['walnuts']);
  });

  it('maps a 429 quota answer to the spec text and does not count it', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    fake.reply({
      kind: 'status',
      status: 429,
      body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers,
      payload: { consent: true, originalRecipe: 'pancakes', filters: ['Vegan'] },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(MESSAGES.quotaExceeded);
    expect(await usageOf(headers)).toBe(0);
  });

  it('maps a refused connection to the spec text', async () => {
    const port = await closedPort();
    const other = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` } });
    try {
      const { headers } = await createPlanUser(other.app, other.db);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/generate',
        headers,
        payload: { consent: true, originalRecipe: 'pancakes', filters: ['Vegan'] },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(MESSAGES.connectionFailed);
    } finally {
      await other.cleanup();
    }
  });
});
