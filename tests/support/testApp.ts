import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../sync-server/src/app';
import type { AccessUser } from '../../sync-server/src/auth/accessToken';
import { type Config, loadConfig } from '../../sync-server/src/config';
import type { Database } from '../../sync-server/src/db/types';
import { createTestDatabase, type TestDatabase } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  testDb: TestDatabase;
  cleanup(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, as the server would read it (JWT_SECRET, CORS_ORIGINS, SMTP_URL ...). */
  env?: Record<string, string | undefined>;
  /** Use this database instead of a fresh one (it is not cleaned up here). */
  db?: Database;
  /** Folder of a built client to serve; default: none. */
  clientDir?: string;
}

/** A built (not listening) app on a fresh database with a temporary DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const testDb = options.db ? undefined : await createTestDatabase();
  const db = options.db ?? (testDb as TestDatabase).db;
  const app = await buildApp({ config, db, logger: false, clientDir: options.clientDir ?? path.join(dataDir, 'no-client') });
  await app.ready();
  return {
    app,
    db,
    config,
    testDb: testDb ?? { db, kind: db.kind, url: undefined, cleanup: async () => {} },
    cleanup: async () => {
      await app.close();
      await testDb?.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** A verified test user with a unique id, and the Authorization header of its access token. */
export function testUser(
  app: FastifyInstance,
  overrides: Partial<AccessUser> = {},
): { user: AccessUser; headers: { authorization: string } } {
  userCounter += 1;
  const user: AccessUser = {
    id: `user-${process.pid}-${userCounter}-${Math.random().toString(36).slice(2, 8)}`,
    email: `cook${userCounter}@example.test`,
    emailVerified: true,
    provider: 'password',
    ...overrides,
  };
  return { user, headers: { authorization: `Bearer ${app.issueAccessToken(user)}` } };
}
