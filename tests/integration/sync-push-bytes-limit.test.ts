import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { loadConfig } from '../../sync-server/src/config';
import {
  MAX_PUSH_BYTES_IN_FLIGHT_PER_USER,
  MAX_PUSH_BYTES_IN_FLIGHT_TOTAL,
  PUSH_LIMIT_MESSAGES,
  PUSH_RETRY_AFTER_SECONDS,
} from '../../sync-server/src/sync/pushesInFlight';
import { PUSH_BODY_LIMIT_BYTES } from '../../sync-server/src/sync/replicationRoutes';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

/**
 * Issue 37 item 5: the bytes of push bodies being received and processed are bounded per account
 * (429) and for the whole server (503), both with Retry-After (the app's sync waits for it,
 * client/src/data/retryAfter.ts), before the body is read. Pushes are held in flight by sending their
 * headers and the first bytes of a large body, and letting the rest wait.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  await t?.cleanup();
});

const notification = (id: string) => ({
  id,
  title: 'Hello',
  message: 'A message',
  type: 'info',
  read: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

interface HeldPush {
  /** Settles when the server answers (or drops the connection: status 0). */
  answer: Promise<{ status: number; retryAfter: string | undefined; body: string }>;
  release(): void;
}

/** A push whose body (`bytes` declared, or chunked when undefined) is started and left unfinished. */
function holdPush(authorization: string, bytes: number | undefined, url = baseUrl): HeldPush {
  const req = request(`${url}/api/sync/notifications/push`, {
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/json',
      ...(bytes === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
    },
  });
  const answer = new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        body += text;
      });
      const done = () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', () => resolve({ status: 0, retryAfter: undefined, body: '' }));
  });
  req.write('{"rows":[');
  return { answer, release: () => req.destroy() };
}

const MIB = 1024 * 1024;

/**
 * A push declaring `bytes`, sent until the server refuses it with `status` (it is refused when its
 * headers arrive; one let in waits for its body and is dropped after a moment, then sent again:
 * the held pushes' headers may not have arrived yet).
 */
async function untilRefused(authorization: string, bytes: number, status: number, url = baseUrl) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const attempt = holdPush(authorization, bytes, url);
    const answer = await Promise.race([attempt.answer, new Promise<undefined>((resolve) => setTimeout(resolve, 300))]);
    attempt.release();
    if ((answer && answer.status === status) || Date.now() > deadline) return answer;
  }
}

async function push(authorization: string, id: string): Promise<Response> {
  return fetch(`${baseUrl}/api/sync/notifications/push`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: [{ newDocumentState: notification(id) }] }),
  });
}

/** After the held pushes are dropped, the budget comes back: a push goes through (retried as the app would). */
async function untilAccepted(authorization: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (let attempt = 0; ; attempt += 1) {
    const res = await push(authorization, `after-${attempt}`);
    if (res.status === 200 || Date.now() > deadline) return res.status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expectRefusal(answer: Awaited<HeldPush['answer']> | undefined, status: 429 | 503, error: string, message: string): void {
  expect(answer?.status).toBe(status);
  expect(answer?.retryAfter).toBe(String(PUSH_RETRY_AFTER_SECONDS));
  expect(JSON.parse(answer?.body ?? '{}')).toEqual({ error, message });
}

describe(`bytes of push bodies in flight (${process.env.TEST_DB ?? 'default database'})`, () => {
  it('the shares hold one of the largest pushes per account and two in all; PUSH_BODIES_MAX_MIB sets the server share', () => {
    expect(MAX_PUSH_BYTES_IN_FLIGHT_PER_USER).toBe(PUSH_BODY_LIMIT_BYTES);
    expect(MAX_PUSH_BYTES_IN_FLIGHT_TOTAL).toBe(2 * PUSH_BODY_LIMIT_BYTES);
    expect(t.config.pushBodiesMaxBytes).toBe(MAX_PUSH_BYTES_IN_FLIGHT_TOTAL);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, PUSH_BODIES_MAX_MIB: '48' }).pushBodiesMaxBytes).toBe(48 * MIB);
    for (const wrong of ['8', '15', '20.5', 'lots']) {
      expect(() => loadConfig({ DATA_DIR: t.config.dataDir, PUSH_BODIES_MAX_MIB: wrong })).toThrow(
        /PUSH_BODIES_MAX_MIB must be a whole number of MiB from 16 up/,
      );
    }
  });

  it("beyond an account's share: 429 with Retry-After before the body is read; other accounts go on; the share comes back", async () => {
    const a = testUser(t.app).headers.authorization;
    const b = testUser(t.app).headers.authorization;
    // 15 MiB held of the 16: a further 8 MiB push is over the share.
    const held = [holdPush(a, 15 * MIB)];
    try {
      expectRefusal(await untilRefused(a, 8 * MIB, 429), 429, ERROR_CODES.rateLimited, PUSH_LIMIT_MESSAGES.tooManyBytes);
      expect((await push(b, 'other-account')).status).toBe(200);
      expect(await Promise.race([...held.map((h) => h.answer), 'still held'])).toBe('still held');
    } finally {
      for (const h of held) h.release();
    }
    expect(await untilAccepted(a)).toBe(200);
  });

  it("beyond the server's share: 503 with Retry-After for every account; it comes back when the bodies are gone", async () => {
    // 30 MiB held by two accounts of the 32: a third account's 8 MiB push is over it.
    const held = Array.from({ length: 2 }, () => holdPush(testUser(t.app).headers.authorization, 15 * MIB));
    const late = testUser(t.app).headers.authorization;
    try {
      expectRefusal(await untilRefused(late, 8 * MIB, 503), 503, ERROR_CODES.unavailable, PUSH_LIMIT_MESSAGES.serverBusy);
      expect(await Promise.race([...held.map((h) => h.answer), 'still held'])).toBe('still held');
    } finally {
      for (const h of held) h.release();
    }
    expect(await untilAccepted(late)).toBe(200);
  });

  it('PUSH_BODIES_MAX_MIB raises the server share', async () => {
    const roomy = await createTestApp({ env: { PUSH_BODIES_MAX_MIB: '48' } });
    const roomyUrl = (await roomy.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    try {
      // 45 MiB held by three accounts fits 48; a fourth account's 8 MiB push does not.
      const held = Array.from({ length: 3 }, () => holdPush(testUser(roomy.app).headers.authorization, 15 * MIB, roomyUrl));
      try {
        const late = testUser(roomy.app).headers.authorization;
        expectRefusal(await untilRefused(late, 8 * MIB, 503, roomyUrl), 503, ERROR_CODES.unavailable, PUSH_LIMIT_MESSAGES.serverBusy);
        expect(await Promise.race([...held.map((h) => h.answer), 'still held'])).toBe('still held');
      } finally {
        for (const h of held) h.release();
      }
    } finally {
      await roomy.cleanup();
    }
  });

  it('a body of unknown length (chunked) counts as the largest push', async () => {
    const a = testUser(t.app).headers.authorization;
    // 16 MiB (chunked) held of the 16: a further 1 MiB push is over the share.
    const held = [holdPush(a, undefined)];
    try {
      expectRefusal(await untilRefused(a, MIB, 429), 429, ERROR_CODES.rateLimited, PUSH_LIMIT_MESSAGES.tooManyBytes);
    } finally {
      for (const h of held) h.release();
    }
    expect(await untilAccepted(a)).toBe(200);
  });

  it('a held push that finishes its body is stored, and one over the body limit still gets 413', async () => {
    const a = testUser(t.app).headers.authorization;
    const body = JSON.stringify({ rows: [{ newDocumentState: notification('slow') }] });
    const req = request(`${baseUrl}/api/sync/notifications/push`, {
      method: 'POST',
      headers: { authorization: a, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const answer = new Promise<number>((resolve) => req.on('response', (res) => resolve(res.statusCode ?? 0)));
    req.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.end(body.slice(10));
    expect(await answer).toBe(200);

    const tooLarge = holdPush(a, PUSH_BODY_LIMIT_BYTES + 1);
    expect((await tooLarge.answer).status).toBe(413);
    tooLarge.release();
  });
});
