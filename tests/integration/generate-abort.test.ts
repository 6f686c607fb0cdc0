import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/** Polls until check() holds; the aborts travel over real sockets, so they take a moment. */
async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a client that gives up on POST /api/generate', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.delay(30_000);
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'test-model' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  for (const stream of [false, true]) {
    it(`aborts the provider request and counts no usage (${stream ? 'event stream' : 'plain JSON'})`, async () => {
      const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
      const before = { requests: fake.requests.length, aborted: fake.aborted };
      const controller = new AbortController();
      const response = fetch(`${baseUrl}/api/generate`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ consent: true, originalRecipe: 'pancakes', filters: ['Dairy-Free'], stream }),
        signal: controller.signal,
      });
      // Stream answers begin before the provider is done; plain ones only end with it.
      if (stream) {
        const opened = await response;
        expect(opened.headers.get('content-type')).toContain('text/event-stream');
        // The stream keeps the security headers helmet set before the reply was taken over.
        expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
      } else response.catch(() => undefined);
      await until(() => fake.requests.length > before.requests, 'the provider request');
      controller.abort();

      await until(() => fake.aborted > before.aborted, 'the provider request to be aborted');
      await until(async () => {
        const { rows } = await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM generation_reservations WHERE owner = $1', [
          id,
        ]);
        return Number(rows[0]?.n) === 0;
      }, 'the reserved slot to be released');
      const usage = await t.app.inject({
        method: 'POST',
        url: '/api/sync/usage/pull',
        headers,
        payload: { checkpoint: null, batchSize: 10 },
      });
      expect(usage.json().documents).toEqual([]);
    });
  }
});
