import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_PATH_TEXTS } from '../../shared/domain/aiPathTexts';
import { MESSAGES } from '../../shared/domain/messages';
import { READINGS } from '../../shared/domain/readings';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { type GenerateAnswer, generateAnswer } from '../support/generateAnswer';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Issue 33, cases 4, 5, 6 (size) and 7: a local server speaking OpenAI's wire format, scripted to misbehave
 * (slow, never ending, huge, fenced, without JSON-schema output, 429 with and without "quota"); every case
 * plain and streamed.
 */

const DEADLINE_MS = 2000;

function recipeReply(overrides: Record<string, unknown> = {}) {
  return {
    recipeName: 'Tomato Rice',
    description: 'A quick pan of rice with tomatoes.',
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings: 4,
    dietaryRequirements: ['Vegan'],
    ingredients: ['300 g long-grain rice', '400 g chopped tomatoes', '1 onion, chopped', '2 tbsp olive oil', '600 ml vegetable stock'],
    instructions: ['Soften the onion in the oil.', 'Add the rice, tomatoes and stock.', 'Simmer for 18 minutes until the rice is tender.'],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: ['Stir in fresh basil at the end.'],
    category: 'main-dish',
    ...overrides,
  };
}

function generate(
  t: TestApp,
  headers: Record<string, string>,
  stream: boolean,
  extra: Record<string, unknown> = {},
): Promise<GenerateAnswer> {
  return generateAnswer(t.app, headers, { consent: true, originalRecipe: 'tomato rice', filters: ['Vegan'], stream, ...extra });
}

async function usageOf(t: TestApp, headers: Record<string, string>): Promise<number> {
  const pull = await t.app.inject({ method: 'POST', url: '/api/sync/usage/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
  return (pull.json().documents as { conversions: number }[])[0]?.conversions ?? 0;
}

async function heldSlots(t: TestApp, owner: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM generation_reservations WHERE owner = $1', [owner]);
  return Number(rows[0]?.n ?? 0);
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const MODES = [false, true] as const;
const modeName = (stream: boolean) => (stream ? 'streamed' : 'plain');

describe('the AI path against a misbehaving provider', () => {
  let fake: FakeOpenAi;
  /** A short deadline, for the cases about waits. */
  let t: TestApp;
  /** The default deadline, for the cases that must not meet it on a busy machine. */
  let patient: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    patient = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'misbehaving' } });
    t = await createTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'misbehaving',
        GENERATION_TIMEOUT_MS: String(DEADLINE_MS),
      },
    });
  });
  afterAll(async () => {
    await t?.cleanup();
    await patient?.cleanup();
    await fake?.close();
  });
  const reset = () => {
    fake.delay(0);
    fake.trickle(0);
  };

  for (const stream of MODES) {
    it(`a reply that never ends is stopped at the deadline with a message that does not blame the connection (${modeName(stream)})`, async () => {
      reset();
      const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
      fake.reply({ kind: 'never-ending' });
      const aborted = fake.aborted;
      const started = Date.now();
      const answer = await generate(t, headers, stream);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 10_000);
      expect(answer.status).toBe(504);
      expect(answer.body.error).toBe(AI_PATH_TEXTS.timedOut(DEADLINE_MS / 1000));
      expect(String(answer.body.error)).not.toMatch(/internet|connection|fetch|quota/i);
      await until(() => fake.aborted > aborted, 'the provider connection to be closed');
      expect(await heldSlots(t, id)).toBe(0);
      expect(await usageOf(t, headers)).toBe(0);
    });

    it(`a provider slower than the deadline gets the deadline's message, not the connection text (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(t.app, t.db, 'chef');
      fake.reply({ kind: 'json', content: recipeReply() });
      fake.delay(DEADLINE_MS * 3);
      const answer = await generate(t, headers, stream);
      expect(answer.status).toBe(504);
      expect(answer.body.error).toBe(AI_PATH_TEXTS.timedOut(DEADLINE_MS / 1000));
      expect(answer.body.error).not.toBe(MESSAGES.connectionFailed);
    });

    it(`a body that trickles past the deadline is stopped: the deadline covers body streaming (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(t.app, t.db, 'chef');
      fake.reply({ kind: 'json', content: recipeReply() });
      fake.trickle(250); // ~20 pieces of 40 characters: 5 s, past the 2 s deadline
      const answer = await generate(t, headers, stream);
      expect(answer.status).toBe(504);
      expect(answer.body.error).toBe(AI_PATH_TEXTS.timedOut(DEADLINE_MS / 1000));
    });

    it(`a 2 MB reply is refused with a clear message, not cut to its first lines (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(patient.app, patient.db, 'chef');
      fake.reply({ kind: 'huge', bytes: 2 * 1024 * 1024 });
      const answer = await generate(patient, headers, stream);
      expect(answer.status).toBe(502);
      expect(String(answer.body.error)).toMatch(/^The recipe service sent a reply larger than any recipe \(over \d+ kB\)/);
      expect(await usageOf(patient, headers)).toBe(0);
    });

    it(`a 25 MB reply is not read whole: the connection is cut early (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(patient.app, patient.db, 'chef');
      const size = 25 * 1024 * 1024;
      fake.reply({ kind: 'huge', bytes: size });
      const before = { aborted: fake.aborted, sent: fake.bytesSent };
      const answer = await generate(patient, headers, stream);
      expect(answer.status).toBe(502);
      expect(String(answer.body.error)).toMatch(/larger than any recipe/);
      await until(() => fake.aborted > before.aborted, 'the huge reply to be cut off');
      // Streamed chunks carry an envelope, so the text sent is a fraction of the bytes; either way far from all of it.
      expect(fake.bytesSent - before.sent).toBeLessThan(size);
    });

    it(`JSON in a \`\`\`json fence after a sentence is accepted (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(patient.app, patient.db, 'chef');
      const fenced = `Here is your converted recipe, adapted for a vegan diet:\n\n\`\`\`json\n${JSON.stringify(recipeReply(), null, 2)}\n\`\`\`\n\nEnjoy your meal!`;
      fake.reply({ kind: 'text', content: fenced });
      const answer = await generate(patient, headers, stream);
      expect(answer.status).toBe(200);
      expect((answer.body.data as { recipeName: string }).recipeName).toBe('Tomato Rice');
    });

    it(`JSON inside prose without a fence is accepted, and prose without JSON is the spec's invalid-structure text (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(patient.app, patient.db, 'chef');
      fake.reply({ kind: 'text', content: `Sure! {see below} ${JSON.stringify(recipeReply())} Let me know if you want changes.` });
      expect((await generate(patient, headers, stream)).status).toBe(200);
      fake.reply({ kind: 'text', content: 'I am sorry, I cannot help with that recipe.' });
      const refused = await generate(patient, headers, stream);
      expect(refused.status).toBe(502);
      expect(refused.body.error).toBe(MESSAGES.invalidRecipeStructure);
    });

    it(`a 429 without "quota" is "busy" with Retry-After, not "quota exceeded"; with "quota" it is the spec's quota text (${modeName(stream)})`, async () => {
      reset();
      const { headers } = await createPlanUser(patient.app, patient.db, 'chef');
      fake.reply({
        kind: 'status',
        status: 429,
        headers: { 'retry-after': '20' },
        body: {
          error: {
            message: 'Rate limit reached for requests per min. Please try again in 20s.',
            type: 'requests',
            code: 'rate_limit_exceeded',
          },
        },
      });
      const busy = await generate(patient, headers, stream);
      expect(busy.status).toBe(503);
      expect(busy.body.error).toBe(AI_PATH_TEXTS.providerBusy);
      expect(busy.body.retryAfter).toBe(20);
      if (!stream) expect(busy.headers['retry-after']).toBe('20');

      fake.reply({
        kind: 'status',
        status: 429,
        body: {
          error: { message: 'You exceeded your current quota, please check your plan and billing details.', type: 'insufficient_quota' },
        },
      });
      const quota = await generate(patient, headers, stream);
      expect(quota.status).toBe(503);
      expect(quota.body.error).toBe(MESSAGES.quotaExceeded);
      expect(await usageOf(patient, headers)).toBe(0);
    });
  }
});

describe('a compatible server without JSON-schema output', () => {
  for (const stream of MODES) {
    it(`falls back to JSON mode, then to plain text with a parse, and remembers what works (${modeName(stream)})`, async () => {
      const fake = await startFakeOpenAi();
      const t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'old-llama' } });
      try {
        const { headers } = await createPlanUser(t.app, t.db, 'chef');
        // JSON mode only.
        fake.supports({ jsonSchema: false, jsonObject: true });
        fake.reply({ kind: 'json', content: recipeReply() });
        const first = await generate(t, headers, stream);
        expect(first.status).toBe(200);
        const formats = () => fake.requests.map((r) => (r.response_format as { type?: string } | undefined)?.type ?? 'text');
        expect(formats()).toEqual(['json_schema', 'json_object']);
        // Learned: the next generation asks in JSON mode at once.
        expect((await generate(t, headers, stream)).status).toBe(200);
        expect(formats()).toEqual(['json_schema', 'json_object', 'json_object']);

        // The server loses JSON mode too (another model behind the same name): plain text, its JSON read from prose.
        fake.supports({ jsonObject: false });
        fake.reply({ kind: 'text', content: `Here you go:\n\`\`\`json\n${JSON.stringify(recipeReply())}\n\`\`\`` });
        expect((await generate(t, headers, stream)).status).toBe(200);
        expect(formats().slice(3)).toEqual(['json_object', 'text']);
        const plain = fake.requests.at(-1) as { response_format?: unknown; messages: { content: string }[] };
        expect(plain.response_format).toBeUndefined();
        expect(plain.messages[0]?.content).toMatch(/ONE JSON object only/);
      } finally {
        await t.cleanup();
        await fake.close();
      }
    });
  }
});

describe('costs bounded: AI calls per user per hour, failed ones included, and a rate limit on /api/generate', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  const PER_HOUR = 3;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseURL,
        AI_CALLS_PER_HOUR: String(PER_HOUR),
        GENERATE_RATE_LIMIT_MAX: '100',
      },
    });
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  for (const stream of MODES) {
    it(`failed AI replies count against the hour; past it, 429 with Retry-After and the spec's text, and nothing reaches the provider (${modeName(stream)})`, async () => {
      const { headers } = await createPlanUser(t.app, t.db, 'free');
      fake.reply({ kind: 'status', status: 500, body: { error: { message: 'The server had an error while processing your request.' } } });
      for (let i = 0; i < PER_HOUR; i += 1) {
        const failed = await generate(t, headers, stream);
        expect(failed.status).toBe(502);
      }
      const sent = fake.requests.length;
      const refused = await generate(t, headers, stream);
      // Refused before the stream opens: a real 429, even when a stream was asked for.
      expect(refused.streamed).toBe(false);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, error: MESSAGES.quotaExceeded, code: 'rate_limited' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(fake.requests.length).toBe(sent);
      // Failures are not conversions: the free user's day is untouched.
      expect(await usageOf(t, headers)).toBe(0);
    });
  }

  for (const stream of MODES) {
    it(`the hour is per user: while one user's calls are used up, another user still reaches the provider (${modeName(stream)})`, async () => {
      const spent = await createPlanUser(t.app, t.db, 'free');
      fake.reply({ kind: 'status', status: 500, body: { error: { message: 'The server had an error while processing your request.' } } });
      for (let i = 0; i < PER_HOUR; i += 1) expect((await generate(t, spent.headers, stream)).status).toBe(502);
      const refused = await generate(t, spent.headers, stream);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(MESSAGES.quotaExceeded);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const other = await createPlanUser(t.app, t.db, 'free');
      fake.reply({ kind: 'json', content: recipeReply() });
      const sent = fake.requests.length;
      const answer = await generate(t, other.headers, stream);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.streamed).toBe(stream);
      expect(fake.requests.length).toBe(sent + 1);
    });
  }

  for (const stream of MODES) {
    it(`with the AI provider, /api/generate answers 429 with Retry-After past its per-minute limit, before any stream opens and before the provider (${modeName(stream)})`, async () => {
      const limited = await createTestApp({
        env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, AI_CALLS_PER_HOUR: '100', GENERATE_RATE_LIMIT_MAX: '2' },
      });
      try {
        const { headers } = await createPlanUser(limited.app, limited.db, 'chef');
        fake.reply({ kind: 'json', content: recipeReply() });
        for (let i = 0; i < 2; i += 1) expect((await generate(limited, headers, stream)).status).toBe(200);
        const sent = fake.requests.length;
        const refused = await generate(limited, headers, stream);
        expect(refused.streamed).toBe(false);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ success: false, error: AI_PATH_TEXTS.tooManyRequests, code: 'rate_limited' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(fake.requests.length).toBe(sent);
        // Per user: someone else still reaches the provider.
        const other = await createPlanUser(limited.app, limited.db, 'chef');
        const answer = await generate(limited, other.headers, stream);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.streamed).toBe(stream);
        expect(fake.requests.length).toBe(sent + 1);
      } finally {
        await limited.cleanup();
      }
    });
  }

  it('/api/generate answers 429 with Retry-After past its per-minute limit, whatever the provider', async () => {
    const local = await createTestApp({ env: { GENERATION_PROVIDER: 'local', GENERATE_RATE_LIMIT_MAX: '2' } });
    try {
      const { headers } = await createPlanUser(local.app, local.db, 'chef');
      const payload = { consent: true, originalRecipe: 'pancakes', filters: ['Vegan'] };
      for (let i = 0; i < 2; i += 1) {
        const res = await local.app.inject({ method: 'POST', url: '/api/generate', headers, payload });
        expect(res.statusCode).toBe(200);
      }
      const limited = await local.app.inject({ method: 'POST', url: '/api/generate', headers, payload });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, error: AI_PATH_TEXTS.tooManyRequests, code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Per user: someone else is not held back by this one.
      const other = await createPlanUser(local.app, local.db, 'chef');
      expect((await local.app.inject({ method: 'POST', url: '/api/generate', headers: other.headers, payload })).statusCode).toBe(200);
    } finally {
      await local.cleanup();
    }
  });

  for (const stream of MODES) {
    it(`with the AI provider, a request past the per-minute limit is 429 with Retry-After before any stream, and never reaches the provider (${modeName(stream)})`, async () => {
      const fake = await startFakeOpenAi();
      fake.reply({ kind: 'json', content: recipeReply() });
      const limited = await createTestApp({
        env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'per-minute', GENERATE_RATE_LIMIT_MAX: '2' },
      });
      try {
        const { headers } = await createPlanUser(limited.app, limited.db, 'chef');
        for (let i = 0; i < 2; i += 1) expect((await generate(limited, headers, stream)).status).toBe(200);
        const sent = fake.requests.length;
        const refused = await generate(limited, headers, stream);
        expect(refused.status).toBe(429);
        expect(refused.streamed).toBe(false);
        expect(refused.body).toMatchObject({ success: false, error: AI_PATH_TEXTS.tooManyRequests, code: 'rate_limited' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(fake.requests.length).toBe(sent);
      } finally {
        await limited.cleanup();
        await fake.close();
      }
    });
  }
});

describe('waits bounded: held slots and shutdown', () => {
  for (const stream of MODES) {
    it(`while ${READINGS.freeConversionsPerDay} calls hang, a free user with 0 conversions is told to wait, not "Daily Conversion Limit Reached" (${modeName(stream)})`, async () => {
      const fake = await startFakeOpenAi();
      const t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, GENERATION_TIMEOUT_MS: '20000' } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/generate`;
      const controller = new AbortController();
      try {
        const { headers } = await createPlanUser(t.app, t.db, 'free');
        fake.reply({ kind: 'never-ending' });
        const hanging = Array.from({ length: READINGS.freeConversionsPerDay }, () =>
          fetch(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ consent: true, originalRecipe: 'pancakes', filters: ['Vegan'], stream }),
            signal: controller.signal,
          }).catch(() => undefined),
        );
        await until(() => fake.open === READINGS.freeConversionsPerDay, 'every call to hang at the provider');
        const next = await generate(t, headers, stream);
        // A refusal comes before any stream opens: a real status with its Retry-After.
        expect(next.streamed).toBe(false);
        expect(next.status).toBe(429);
        expect(next.body.error).toBe(AI_PATH_TEXTS.slotsBusy);
        expect(String(next.body.error)).not.toContain(MESSAGES.dailyLimitTitle);
        expect(Number(next.headers['retry-after'])).toBe(20);
        controller.abort();
        await Promise.all(hanging);
      } finally {
        controller.abort();
        await t.cleanup();
        await fake.close();
      }
    });
  }

  for (const stream of MODES) {
    it(`server shutdown is not held by a hung AI call: the call is aborted and the server stops (${modeName(stream)})`, async () => {
      const fake = await startFakeOpenAi();
      // A long deadline: only the shutdown can end the call early.
      const t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, GENERATION_TIMEOUT_MS: '120000' } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/generate`;
      try {
        const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
        fake.reply({ kind: 'never-ending' });
        const answer = fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ consent: true, originalRecipe: 'pancakes', filters: ['Vegan'], stream }),
        }).then(async (res) => ({ status: res.status, text: await res.text() }));
        await until(() => fake.open === 1, 'the call to hang at the provider');
        const started = Date.now();
        await t.app.close();
        // Far below the 120 s deadline: nothing waited for the provider.
        expect(Date.now() - started).toBeLessThan(10_000);
        await until(() => fake.open === 0, 'the provider call to be aborted');
        const { status, text } = await answer;
        // A stream already answered 200; its result event carries the 503.
        expect(status).toBe(stream ? 200 : 503);
        expect(text).toContain(AI_PATH_TEXTS.shuttingDown);
        expect(await heldSlots(t, id)).toBe(0);
      } finally {
        await t.cleanup();
        await fake.close();
      }
    });
  }
});
