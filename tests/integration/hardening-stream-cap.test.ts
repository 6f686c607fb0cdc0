import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/domain/limits';
import { REQUEST_MESSAGES } from '../../shared/domain/messages';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

/** An open SSE response and everything it has sent so far. */
async function openStream(url: string, authorization: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization }, signal: controller.signal });
  let text = '';
  let ended = false;
  const waiters: Array<() => void> = [];
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += chunk.value;
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  })();
  return {
    status: res.status,
    /** Resolves with the stream's text once it contains `needle` (or the stream ended). */
    async until(needle: string): Promise<string> {
      while (!text.includes(needle) && !ended) await new Promise<void>((resolve) => waiters.push(resolve));
      return text;
    },
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}

describe('live streams are capped per account', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  });
  afterAll(() => t.cleanup());

  it(`opening stream ${LIMITS.maxLiveStreamsPerUser + 1} closes the oldest with a clear reason; other accounts are untouched`, async () => {
    const a = testUser(t.app);
    const b = testUser(t.app);
    const other = await openStream(`${base}/api/sync/stream`, b.headers.authorization);
    const streams = [];
    try {
      for (let i = 0; i < LIMITS.maxLiveStreamsPerUser; i++) {
        const stream = await openStream(`${base}/api/sync/stream`, a.headers.authorization);
        expect(stream.status).toBe(200);
        await stream.until('event: resync');
        streams.push(stream);
      }
      const newest = await openStream(`${base}/api/sync/stream`, a.headers.authorization);
      streams.push(newest);
      expect(newest.status).toBe(200);
      await newest.until('event: resync');
      const oldest = await streams[0]?.until('event: end');
      expect(oldest).toContain(JSON.stringify({ reason: 'too_many_streams', message: REQUEST_MESSAGES.tooManyStreams }));
      for (const stream of streams.slice(1)) expect(stream.ended).toBe(false);
      expect(other.ended).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
      other.close();
    }
  });
});
