import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEventSource } from '../../client/src/data/fetchEventSource';
import type { EventSourceLike } from '../../client/src/data/types';
import type { StreamChange } from '../../shared/sync/protocol';
import { type ServerProcess, spawnServerProcess } from '../support/e2eServer';
import { createTestApp, type TestApp, testUser } from '../support/testApp';
import { postgresReachable } from '../support/testDb';

const onPostgres = process.env.TEST_DB !== 'pglite' && (await postgresReachable());
if (!onPostgres)
  console.warn('sync-two-processes: skipped, it needs PostgreSQL at 127.0.0.1:5432 (TEST_DB is pglite or the server is unreachable)');

/** Opens the SSE stream and resolves the first `change` event whose documents include `id`. */
function watchStream(url: string): {
  opened: Promise<void>;
  changeOf(id: string, timeoutMs?: number): Promise<StreamChange>;
  close(): void;
} {
  const source: EventSourceLike = fetchEventSource(url);
  const changes: StreamChange[] = [];
  const waiters = new Set<() => void>();
  let resolveOpened: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    resolveOpened = resolve;
  });
  source.addEventListener('resync', () => resolveOpened());
  source.addEventListener('change', (event) => {
    changes.push(JSON.parse(String(event.data)) as StreamChange);
    for (const wake of waiters) wake();
  });
  return {
    opened,
    changeOf: (id, timeoutMs = 5000) =>
      new Promise<StreamChange>((resolve, reject) => {
        const check = () => {
          const found = changes.find((c) => c.documents.some((d) => d.id === id));
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no change of "${id}" within ${timeoutMs} ms; got ${JSON.stringify(changes)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => source.close(),
  };
}

const shopping = (id: string) => ({
  id,
  weekStart: '2026-11-16',
  checked: ['oats'],
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL (needs PostgreSQL at 127.0.0.1:5432; skipped without it)', () => {
  let inProcess: TestApp;
  let inProcessUrl: string;
  let child: ServerProcess;
  let childDataDir: string;

  beforeAll(async () => {
    inProcess = await createTestApp();
    inProcessUrl = (await inProcess.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
    childDataDir = mkdtempSync(path.join(tmpdir(), 'recipe-second-process-'));
    child = await spawnServerProcess({
      DATABASE_URL: inProcess.testDb.url as string,
      DATA_DIR: childDataDir,
      JWT_SECRET: inProcess.config.jwtSecret,
    });
  });

  afterAll(async () => {
    await child?.stop('SIGTERM');
    await inProcess?.cleanup();
    if (childDataDir) rmSync(childDataDir, { recursive: true, force: true });
  });

  const ticketFrom = async (base: string, authorization: string) => {
    const res = await fetch(`${base}/api/sync/stream-ticket`, { method: 'POST', headers: { authorization } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { ticket: string }).ticket;
  };

  const push = async (base: string, authorization: string, doc: ReturnType<typeof shopping>) => {
    const res = await fetch(`${base}/api/sync/shoppingChecks/push`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ rows: [{ newDocumentState: doc }] }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ conflicts: [] });
  };

  it('a push to the in-process server reaches a stream on the child process, and the other way round', async () => {
    const health = await fetch(`${child.url}/api/health`);
    expect(await health.json()).toEqual({ ok: true, database: 'postgres' });
    const { headers } = testUser(inProcess.app);
    const onChild = watchStream(`${child.url}/api/sync/stream?ticket=${await ticketFrom(child.url, headers.authorization)}`);
    const onParent = watchStream(`${inProcessUrl}/api/sync/stream?ticket=${await ticketFrom(inProcessUrl, headers.authorization)}`);
    try {
      await Promise.all([onChild.opened, onParent.opened]);

      await push(inProcessUrl, headers.authorization, shopping('from-parent'));
      expect((await onChild.changeOf('from-parent')).documents).toEqual([shopping('from-parent')]);

      await push(child.url, headers.authorization, shopping('from-child'));
      expect((await onParent.changeOf('from-child')).documents).toEqual([shopping('from-child')]);
    } finally {
      onChild.close();
      onParent.close();
    }
  });
});
