import { afterAll, beforeAll } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from './fakeOpenAi';
import { createPlanUser } from './generateUser';
import { createTestApp, type TestApp } from './testApp';

/** The app with its AI provider pointed at a local OpenAI-shaped server, and a Master Chef user's headers. */
export interface AiProviderApp {
  fake: FakeOpenAi;
  t: TestApp;
  headers: Record<string, string>;
}

/**
 * Starts the fake provider and the app before the suite's tests and stops both after them. The per-minute limit is
 * raised: a suite asks more than one user may ask in a minute. Read the fields inside tests (they are set in beforeAll).
 */
export function useAiProviderApp(model: string): AiProviderApp {
  const ready = {} as AiProviderApp;
  beforeAll(async () => {
    ready.fake = await startFakeOpenAi();
    ready.t = await createTestApp({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: ready.fake.baseURL, OPENAI_MODEL: model, GENERATE_RATE_LIMIT_MAX: '1000' },
    });
    ready.headers = (await createPlanUser(ready.t.app, ready.t.db, 'master-chef')).headers;
  });
  afterAll(async () => {
    await ready.t?.cleanup();
    await ready.fake?.close();
  });
  return ready;
}
