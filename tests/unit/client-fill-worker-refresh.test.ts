import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { PULL_BATCH } from '../../client/src/data/pullLimits';
import type { FillWorkerMessage } from '../../client/src/data/storage';
import { type FillWorkerScope, startFillWorker } from '../../client/src/data/storage/fillWorkerCore';

/**
 * The first pulls' worker sends the session's refresh itself when the page's first script asks it to (the session marker
 * says the book takes several pulls): it answers the page and starts its pulls on that answer without waiting for the page.
 */

const REFRESH_URL = '/api/auth/refresh?firstPage=8';
const session = (total: number) => ({ accessToken: 't', user: { id: 'u1', emailVerified: true }, firstPage: { total, documents: [] } });

async function run(answer: { status: number; body: unknown } | 'network error') {
  const messages: FillWorkerMessage[] = [];
  const calls: string[] = [];
  const scope: FillWorkerScope = { onmessage: null, postMessage: (message) => messages.push(message) };
  startFillWorker(scope, {
    indexedDB: new IDBFactory(),
    fetch: (async (url: string) => {
      calls.push(`fetch ${url}`);
      if (url !== REFRESH_URL) return new Response(JSON.stringify({ documents: [], checkpoint: null }));
      if (answer === 'network error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  scope.onmessage?.({ data: { type: 'refresh', url: REFRESH_URL, timeoutMs: 8000 } });
  scope.onmessage?.({ data: { type: 'adopt' } });
  for (let i = 0; i < 200 && !messages.some((m) => m.type === 'early'); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return { messages, calls };
}

describe("the first pulls' worker sending the session's refresh", () => {
  it('answers the page, then pulls the book of several pulls at once, for the user of that answer', async () => {
    const { messages, calls } = await run({ status: 200, body: session(PULL_BATCH * 3) });
    expect(messages[0]).toEqual({ type: 'refreshSending' });
    expect(messages[1]).toMatchObject({ type: 'refreshAnswer', status: 200, ok: true, text: JSON.stringify(session(PULL_BATCH * 3)) });
    expect(messages.find((m) => m.type === 'early')).toEqual({ type: 'early', userId: 'u1' });
    expect(calls.slice(0, 2)).toEqual([`fetch ${REFRESH_URL}`, 'fetch /api/sync/recipes/pull']);
  });

  it.each([
    ['a book of one pull', { status: 200, body: session(PULL_BATCH) }],
    ['a refused refresh', { status: 401, body: { error: 'unauthorized' } }],
  ] as const)('answers the page and pulls nothing for %s', async (_what, answer) => {
    const { messages, calls } = await run(answer);
    expect(messages[1]).toMatchObject({ type: 'refreshAnswer', status: answer.status, ok: answer.status === 200 });
    expect(messages.find((m) => m.type === 'early')).toEqual({ type: 'early', userId: null });
    expect(calls.filter((c) => c.includes('/pull'))).toEqual([]);
  });

  it('tells the page that no answer came when the refresh fails', async () => {
    const { messages } = await run('network error');
    expect(messages[1]).toMatchObject({ type: 'refreshAnswer', failed: true, ok: false });
    expect(messages.find((m) => m.type === 'early')).toEqual({ type: 'early', userId: null });
  });
});
