import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/messages';
import { structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

const CARBONARA = `Spaghetti Carbonara
Serves 4
Ingredients
- 400 g spaghetti
- 150 g pancetta, diced
- 3 eggs
- 50 g parmesan, grated
- 2 tbsp butter
- salt and black pepper
Instructions
1. Cook the spaghetti in salted water.
2. Fry the pancetta in the butter until crisp.
3. Whisk the eggs with the parmesan.
4. Toss the hot pasta with the pancetta, then the egg mixture, and serve.`;

describe('POST /api/generate with the built-in engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const post = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/generate', headers, payload: payload as object });

  it('refuses without sign-in', async () => {
    const res = await post({}, { originalRecipe: CARBONARA, filters: ['Vegan'], consent: true });
    expect(res.statusCode).toBe(401);
  });

  it('refuses without AI-data consent, with the spec text', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    const res = await post(headers, { originalRecipe: CARBONARA, filters: ['Vegan'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.consentRequired });
  });

  it('converts a pasted recipe into a compliant structured recipe and counts one conversion', async () => {
    const { id, headers } = await createPlanUser(t.app, t.db);
    const res = await post(headers, {
      originalRecipe: CARBONARA,
      filters: ['Vegan', 'Gluten-Free'],
      consent: true,
      timeZone: 'Europe/Budapest',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const recipe = structuredRecipeSchema.parse(body.data);
    expect(recipe.compliance).toMatchObject({ compliant: true, violations: [] });
    expect(recipe.source).toBe('local');
    const lines = recipe.ingredients.map((line) => line.toLowerCase());
    expect(lines.filter((line) => /pancetta|parmesan|^3 eggs$|^\d+ g spaghetti$/.test(line))).toEqual([]);
    expect(lines.filter((line) => /\bbutter\b/.test(line) && !line.includes('vegan'))).toEqual([]);
    expect(recipe.substitutions?.length ?? 0).toBeGreaterThan(0);
    expect(recipe.nutrition.calories).toBeGreaterThan(0);

    const pull = await t.app.inject({ method: 'POST', url: '/api/sync/usage/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
    expect(pull.statusCode).toBe(200);
    const docs = pull.json().documents as { conversions: number; date: string }[];
    expect(docs).toHaveLength(1);
    expect(docs[0]?.conversions).toBe(1);
    const stored = await t.db.query('SELECT count(*) AS n FROM generation_reservations WHERE owner = $1', [id]);
    expect(Number(stored.rows[0]?.n)).toBe(0);
  });

  it('creates from a dish name and surprises with filters', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    const created = await post(headers, { originalRecipe: 'lasagna', filters: ['Vegan'], consent: true });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.recipeName.toLowerCase()).toContain('lasagna');
    const surprise = await post(headers, { originalRecipe: '', mode: 'surprise', filters: ['Keto'], consent: true });
    expect(surprise.statusCode).toBe(200);
    // Compliant exactly when nothing is reported: the whole-output check may flag a built-in dish's tip.
    const compliance = structuredRecipeSchema.parse(surprise.json().data).compliance;
    expect(compliance?.filters).toContain('Keto');
    expect(compliance?.compliant).toBe((compliance?.violations.length ?? 0) === 0);
  });

  it('checks the plan: filters beyond the free four, and ingredient lists, need a paid plan', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'free');
    const paleo = await post(headers, { originalRecipe: 'pancakes', filters: ['Paleo'], consent: true });
    expect(paleo.statusCode).toBe(403);
    expect(paleo.json().error).toContain('Paleo');
    const lists = await post(headers, { originalRecipe: 'pancakes', filters: ['Vegan'], avoidIngredients: 'banana', consent: true });
    expect(lists.statusCode).toBe(403);
    const chef = await createPlanUser(t.app, t.db, 'chef');
    const ok = await post(chef.headers, {
      originalRecipe: 'pancakes',
      filters: ['Paleo'],
      avoidIngredients: 'banana, banana ,',
      consent: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.ingredients.join(' ').toLowerCase()).not.toContain('banana');
  });

  it('answers input errors with the spec texts and counts nothing', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    const empty = await post(headers, { originalRecipe: '  ', mode: 'create', filters: ['Vegan'], consent: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(MESSAGES.createEmptyDishName);
    const noFilter = await post(headers, { originalRecipe: 'tacos', filters: [], consent: true });
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json().error).toBe(MESSAGES.createNoFilter);
    const surprise = await post(headers, { mode: 'surprise', filters: [], consent: true });
    expect(surprise.json().error).toBe(MESSAGES.surpriseNoFilter);
    const tooLong = await post(headers, { originalRecipe: 'a '.repeat(10_001), filters: ['Vegan'], consent: true });
    expect(tooLong.statusCode).toBe(400);
    for (const junk of [null, [], 'text', { filters: 'Vegan' }, { originalRecipe: 5 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(junk),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const pull = await t.app.inject({ method: 'POST', url: '/api/sync/usage/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
    expect(pull.json().documents).toHaveLength(0);
  });

  it('names filters that cannot hold together', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'master-chef');
    const res = await post(headers, { originalRecipe: 'steak', filters: ['Carnivore', 'Vegan'], consent: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Carnivore and Vegan cannot be combined/);
  });

  it('stops at the daily limit with the spec message, and failures are not counted', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'free');
    const ok = () => post(headers, { originalRecipe: 'omelette', filters: ['Gluten-Free'], consent: true, timeZone: 'America/New_York' });
    for (let i = 0; i < 3; i += 1) expect((await ok()).statusCode).toBe(200);
    const fourth = await ok();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(
      /^Daily Conversion Limit Reached: Daily conversion limit reached\. Your Free plan allows 3 conversions per day\. Upgrade your plan for more conversions\. Your limit resets in \d+h \d+m\.$/,
    );
  });

  it('does not reopen an earlier day when the time zone changes: the usage day never goes back', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'free');
    // Kiritimati (UTC+14) is always a calendar day or two ahead of Pago Pago (UTC-11).
    const inZone = (timeZone: string) => post(headers, { originalRecipe: 'omelette', filters: ['Gluten-Free'], consent: true, timeZone });
    for (let i = 0; i < 3; i += 1) expect((await inZone('Pacific/Kiritimati')).statusCode).toBe(200);
    const behind = await inZone('Pacific/Pago_Pago');
    expect(behind.statusCode).toBe(429);
    const hours = Number(/resets in (\d+)h/.exec(behind.json().error)?.[1]);
    expect(hours).toBeGreaterThanOrEqual(24);
    const usage = await t.app.inject({
      method: 'POST',
      url: '/api/sync/usage/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect((usage.json().documents as unknown[]).length).toBe(1);
  });

  it('streams progress as server-sent events when asked', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    const res = await post(headers, { originalRecipe: 'pad thai', filters: ['Vegan'], consent: true, stream: true });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body.split('\n\n').filter(Boolean);
    expect(events.some((e) => e.startsWith('event: progress'))).toBe(true);
    const result = events.find((e) => e.startsWith('event: result'));
    const data = JSON.parse(result?.split('\ndata: ')[1] ?? '{}');
    expect(data.success).toBe(true);
    expect(data.data.recipeName).toBeTruthy();
  });
});
