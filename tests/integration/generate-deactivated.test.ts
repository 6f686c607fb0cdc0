import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '../../shared/domain/messages';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * The account's status comes from the one query that also reads the plan, the synced settings and the recorded
 * AI-data consent (readGenerationContext): a deactivated account is refused there, before consent, the plan's
 * filters, the daily slot, the AI budget and the provider.
 */
describe('POST /api/generate from a deactivated account', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL } });
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  const reply = {
    recipeName: 'Oat Milk Porridge',
    description: 'Creamy oats.',
    prepTime: '2 minutes',
    cookTime: '8 minutes',
    totalTime: '10 minutes',
    servings: 2,
    dietaryRequirements: ['Dairy-Free'],
    ingredients: ['80 g rolled oats', '400 ml oat milk', '1 pinch salt'],
    instructions: ['Simmer the oats in the oat milk with the salt, stirring, for 8 minutes.'],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: [],
    category: 'main-dish',
  };
  const generate = (headers: Record<string, string>, payload: Record<string, unknown>, stream = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: stream ? { ...headers, accept: 'text/event-stream' } : headers,
      payload: { originalRecipe: 'Porridge with milk', filters: ['Dairy-Free'], mode: 'convert', ...payload },
    });
  const countRows = async (table: 'generation_reservations' | 'ai_provider_calls' | 'ai_consents', owner: string) => {
    const { rows } = await t.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE owner = $1`, [owner]);
    return Number(rows[0]?.n ?? 0);
  };
  const conversions = async (owner: string) => {
    const { rows } = await t.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM documents WHERE owner = $1 AND collection = 'usage'`,
      [owner],
    );
    return Number(rows[0]?.n ?? 0);
  };

  it('answers 403 account_deactivated with its message, plain or streamed, with or without consent, and nothing is taken, recorded or sent', async () => {
    fake.reply({ kind: 'json', content: reply });
    const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
    expect((await t.app.inject({ method: 'POST', url: '/api/account/deactivate', headers })).statusCode).toBe(200);
    const sentBefore = fake.requests.length;

    const refusals = [
      await generate(headers, { consent: true }),
      await generate(headers, { consent: true }, true),
      await generate(headers, { consent: true, stream: true }),
      // The account comes first: no consent given is not what the user is told.
      await generate(headers, {}),
      // Nor a filter the plan does not open, nor a malformed body.
      await generate(headers, { consent: true, filters: ['Carnivore', 'Pescatarian', 'Macro-Friendly'] }),
      await generate(headers, { consent: true, filters: 'Dairy-Free' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.json()).toEqual({
        success: false,
        error: GENERATION_MESSAGES.accountDeactivated,
        code: ERROR_CODES.accountDeactivated,
      });
    }
    expect(fake.requests.length).toBe(sentBefore);
    expect(await countRows('generation_reservations', id)).toBe(0);
    expect(await countRows('ai_provider_calls', id)).toBe(0);
    expect(await countRows('ai_consents', id)).toBe(0);
    expect(await conversions(id)).toBe(0);
  });

  it('generates again once the account is reactivated (the same user, the same token)', async () => {
    fake.reply({ kind: 'json', content: reply });
    const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
    expect((await t.app.inject({ method: 'POST', url: '/api/account/deactivate', headers })).statusCode).toBe(200);
    expect((await generate(headers, { consent: true })).statusCode).toBe(403);

    expect((await t.app.inject({ method: 'POST', url: '/api/account/reactivate', headers })).statusCode).toBe(200);
    const answered = await generate(headers, { consent: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ success: true, data: { recipeName: 'Oat Milk Porridge', source: 'ai' } });
    expect(await conversions(id)).toBe(1);
    expect(await countRows('generation_reservations', id)).toBe(0);
  });
});
