import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamChange } from '../../shared/sync/protocol';
import { buildApp } from '../../sync-server/src/app';
import { LISTENER_APPLICATION_NAME } from '../../sync-server/src/db/pgListener';
import { openPostgres } from '../../sync-server/src/db/postgres';
import { STREAM_CHANGE_MAX_BYTES } from '../../sync-server/src/sync/eventStream';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { STREAM_TICKET_AUDIENCE } from '../../sync-server/src/sync/streamRoutes';
import { createTestApp, type TestApp, testUser } from '../support/testApp';
import { postgresReachable } from '../support/testDb';

/** The LISTEN/NOTIFY tests need the real PostgreSQL server; the same file also runs on PGlite. */
const onPostgres = process.env.TEST_DB !== 'pglite' && (await postgresReachable());

interface SseEvent {
  event: string;
  data: unknown;
}

/** A minimal EventSource over fetch: collects events; `next` waits for the next one of a given name. */
async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
            for (const wake of waiters.splice(0)) wake();
            split = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    })();
  }
  let consumed = 0;
  return {
    status: res.status,
    headers: res.headers,
    body: res.ok ? undefined : await res.json(),
    get ended() {
      return ended;
    },
    async next(name: string, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (consumed < events.length) {
          const event = events[consumed++] as SseEvent;
          if (event.event === name) return event;
        }
        if (ended) throw new Error(`stream ended before a "${name}" event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Events received and not yet consumed by next(). */
    pending: () => events.slice(consumed),
    close: () => controller.abort(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function ticketFor(app: FastifyInstance, headers: { authorization: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

const shopping = (id: string) => ({ id, weekStart: '2026-11-16', checked: ['oats'], updatedAt: '2026-11-21T10:00:00.000Z' });
const entitlements = () => ({
  id: 'entitlements',
  plan: 'free' as const,
  isAdmin: false,
  subscriptionStatus: 'none' as const,
  accountStatus: 'active' as const,
  updatedAt: '2026-11-21T10:00:00.000Z',
});

describe('GET /api/sync/stream', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterAll(() => t.cleanup());

  it('opens with resync, then carries every change of the owner (pushes, tombstones, server writes) and none of others', async () => {
    const a = testUser(t.app);
    const b = testUser(t.app);
    const streamA = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(t.app, a.headers)}`);
    const streamB = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(t.app, b.headers)}`);
    try {
      expect(streamA.status).toBe(200);
      expect(streamA.headers.get('content-type')).toContain('text/event-stream');
      await streamA.next('resync');
      await streamB.next('resync');

      const doc = { ...shopping('week-47'), _deleted: false };
      await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers: a.headers,
        payload: { rows: [{ newDocumentState: doc }] },
      });
      const change = (await streamA.next('change')).data as StreamChange;
      expect(change.collection).toBe('shoppingChecks');
      expect(change.documents).toEqual([doc]);
      expect(change.checkpoint).toEqual({ seq: expect.any(Number), id: 'week-47' });

      // The stream's checkpoint is the one pull gives: pulling from it returns nothing new.
      const pulled = await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/pull',
        headers: a.headers,
        payload: { checkpoint: change.checkpoint, batchSize: 10 },
      });
      expect(pulled.json()).toEqual({ documents: [], checkpoint: change.checkpoint });

      const tombstone = { ...doc, _deleted: true };
      await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers: a.headers,
        payload: { rows: [{ assumedMasterState: doc, newDocumentState: tombstone }] },
      });
      expect(((await streamA.next('change')).data as StreamChange).documents).toEqual([tombstone]);

      await t.db.transaction((tx) => writeServerDocument(tx, a.user.id, 'entitlements', entitlements()));
      const serverChange = (await streamA.next('change')).data as StreamChange;
      expect(serverChange.collection).toBe('entitlements');
      expect(serverChange.documents).toEqual([{ ...entitlements(), _deleted: false }]);

      // B pushes the same id: A's stream does not see it, B's does, and B never saw A's changes.
      await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers: b.headers,
        payload: { rows: [{ newDocumentState: doc }] },
      });
      const bChange = (await streamB.next('change')).data as StreamChange;
      expect(bChange.documents).toEqual([doc]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streamA.pending()).toEqual([]);
      expect(streamB.pending()).toEqual([]);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('sends a push committed right after another write of the collection once, in order (the push is sent directly only when the stream is up to date)', async () => {
    const a = testUser(t.app);
    const stream = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(t.app, a.headers)}`);
    try {
      await stream.next('resync');
      for (let round = 0; round < 5; round++) {
        // A write whose notice the stream has not handled yet when the push commits: the push must wait behind it.
        await t.db.transaction((tx) => writeServerDocument(tx, a.user.id, 'shoppingChecks', shopping(`server-${round}`)));
        const pushed = { ...shopping(`pushed-${round}`), _deleted: false };
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sync/shoppingChecks/push',
          headers: a.headers,
          payload: { rows: [{ newDocumentState: pushed }] },
        });
        expect(res.statusCode).toBe(200);
        const ids: string[] = [];
        let checkpoint: StreamChange['checkpoint'] | undefined;
        while (ids.length < 2) {
          const change = (await stream.next('change')).data as StreamChange;
          ids.push(...change.documents.map((d) => d.id));
          checkpoint = change.checkpoint;
        }
        expect(ids).toEqual([`server-${round}`, `pushed-${round}`]);
        expect(checkpoint?.id).toBe(`pushed-${round}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.pending()).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('announces a change too large for the stream as a resync; the pull from the last checkpoint finds it, later small changes come whole', async () => {
    const a = testUser(t.app);
    const stream = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(t.app, a.headers)}`);
    try {
      await stream.next('resync');
      const small = { ...shopping('before'), _deleted: false };
      await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers: a.headers,
        payload: { rows: [{ newDocumentState: small }] },
      });
      const before = ((await stream.next('change')).data as StreamChange).checkpoint;

      // Pushed at once (delivered directly), and written by the server (read by the notice's catch-up).
      const large = (id: string) => ({ ...shopping(id), checked: Array.from({ length: 400 }, (_, i) => `item ${i} ${'x'.repeat(100)}`) });
      const pushed = [large('big-1'), large('big-2')].map((doc) => ({ newDocumentState: { ...doc, _deleted: false } }));
      expect(JSON.stringify(pushed).length).toBeGreaterThan(STREAM_CHANGE_MAX_BYTES);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers: a.headers,
        payload: { rows: pushed },
      });
      expect(res.json()).toEqual({ conflicts: [] });
      await stream.next('resync');
      await t.db.transaction(async (tx) => {
        await writeServerDocument(tx, a.user.id, 'shoppingChecks', large('big-3'));
        await writeServerDocument(tx, a.user.id, 'shoppingChecks', large('big-4'));
      });
      await stream.next('resync');
      const pulled = await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/pull',
        headers: a.headers,
        payload: { checkpoint: before, batchSize: 10 },
      });
      expect(pulled.json<{ documents: { id: string }[] }>().documents.map((d) => d.id)).toEqual(['big-1', 'big-2', 'big-3', 'big-4']);

      const after = { ...shopping('after'), _deleted: false };
      await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers: a.headers,
        payload: { rows: [{ newDocumentState: after }] },
      });
      expect(((await stream.next('change')).data as StreamChange).documents).toEqual([after]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.pending()).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('refuses missing, forged and expired tickets and access tokens used as tickets; tickets need a verified user', async () => {
    const a = testUser(t.app);
    const none = await openStream(`${base}/api/sync/stream`);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'unauthorized' });
    const forged = await openStream(`${base}/api/sync/stream?ticket=abc.def.ghi`);
    expect(forged.status).toBe(401);
    const accessAsTicket = await openStream(`${base}/api/sync/stream?ticket=${a.headers.authorization.slice(7)}`);
    expect(accessAsTicket.status).toBe(401);
    const expired = t.app.jwt.sign(
      { sub: a.user.id, sexp: Math.floor(Date.now() / 1000) + 600 },
      { aud: STREAM_TICKET_AUDIENCE, expiresIn: 60, clockTimestamp: Date.now() - 120_000 },
    );
    expect((await openStream(`${base}/api/sync/stream?ticket=${expired}`)).status).toBe(401);
    const noId = t.app.jwt.sign(
      { sub: a.user.id, sexp: Math.floor(Date.now() / 1000) + 600 },
      { aud: STREAM_TICKET_AUDIENCE, expiresIn: 60 },
    );
    expect((await openStream(`${base}/api/sync/stream?ticket=${noId}`)).status).toBe(401);
    const unverified = testUser(t.app, { emailVerified: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers: unverified.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('opens one stream per ticket: a ticket seen again (from a log, say) is refused', async () => {
    const a = testUser(t.app);
    const ticket = await ticketFor(t.app, a.headers);
    const first = await openStream(`${base}/api/sync/stream?ticket=${ticket}`);
    try {
      await first.next('resync');
      const again = await openStream(`${base}/api/sync/stream?ticket=${ticket}`);
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ error: 'unauthorized', message: 'The stream ticket has already been used.' });
      const fresh = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(t.app, a.headers)}`);
      await fresh.next('resync');
      fresh.close();
    } finally {
      first.close();
    }
  });

  it('ends with an end event when the session behind the ticket expires', async () => {
    const a = testUser(t.app);
    const shortLived = t.app.jwt.sign(
      { sub: a.user.id, sexp: Math.floor(Date.now() / 1000) + 1, jti: 'short-lived-ticket' },
      { aud: STREAM_TICKET_AUDIENCE, expiresIn: 60 },
    );
    const stream = await openStream(`${base}/api/sync/stream?ticket=${shortLived}`);
    try {
      await stream.next('resync');
      expect((await stream.next('end', 3000)).data).toEqual({ reason: 'session_expired' });
    } finally {
      stream.close();
    }
  });

  it.skipIf(!onPostgres)(
    'after the LISTEN connection is lost and re-established, streams get resync and changes again (PostgreSQL only; skipped on PGlite)',
    async () => {
      expect(t.testDb.kind).toBe('postgres');
      const a = testUser(t.app);
      const stream = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(t.app, a.headers)}`);
      try {
        await stream.next('resync');
        // Kill the LISTEN connection on the database side, as a network failure or a PostgreSQL restart would.
        const killed = await t.db.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        );
        expect(killed.rowCount).toBe(1);
        await stream.next('resync', 5000);
        await t.app.inject({
          method: 'POST',
          url: '/api/sync/shoppingChecks/push',
          headers: a.headers,
          payload: { rows: [{ newDocumentState: { ...shopping('after'), _deleted: false } }] },
        });
        expect(((await stream.next('change')).data as StreamChange).documents.map((d) => d.id)).toEqual(['after']);
      } finally {
        stream.close();
      }
    },
  );
});

describe('closing the server', () => {
  it('ends open streams so app.close() does not hang', async () => {
    const t = await createTestApp();
    try {
      const base = await listen(t.app);
      const { headers } = testUser(t.app);
      const stream = await openStream(`${base}/api/sync/stream`);
      expect(stream.status).toBe(401);
      const ticket = await ticketFor(t.app, headers);
      const open = await openStream(`${base}/api/sync/stream?ticket=${ticket}`);
      await open.next('resync');
      await t.app.close();
      expect((await open.next('end')).data).toEqual({ reason: 'server_shutdown' });
    } finally {
      await t.cleanup();
    }
  });
});

describe('two app instances in one process on one PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'a push to one reaches a stream on the other (needs PostgreSQL at 127.0.0.1:5432; skipped without it)',
    async () => {
      const first = await createTestApp();
      const url = first.testDb.url as string;
      const secondDb = await openPostgres(url, 2);
      const second = await buildApp({ config: first.config, db: secondDb, logger: false });
      try {
        const base = await listen(second);
        const { headers } = testUser(first.app);
        const stream = await openStream(`${base}/api/sync/stream?ticket=${await ticketFor(second, headers)}`);
        try {
          await stream.next('resync');
          const doc = { ...shopping('cross'), _deleted: false };
          await first.app.inject({
            method: 'POST',
            url: '/api/sync/shoppingChecks/push',
            headers,
            payload: { rows: [{ newDocumentState: doc }] },
          });
          expect(((await stream.next('change')).data as StreamChange).documents).toEqual([doc]);
        } finally {
          stream.close();
        }
      } finally {
        await second.close();
        await secondDb.close();
        await first.cleanup();
      }
    },
  );
});
