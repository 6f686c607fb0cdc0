import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserAndEntitlements } from '../../sync-server/src/account/entitlements';
import { parseAdminArgs, runAdminCommand } from '../../sync-server/src/admin';
import { findUserByStripeCustomerId, insertUser, setStripeCustomerId, setSubscription } from '../../sync-server/src/auth/userRepository';
import { migrate } from '../../sync-server/src/db/migrate';
import { openDatabase } from '../../sync-server/src/db/openDatabase';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';
const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('admin command', () => {
  it('sets plan and admin flag, and the change reaches the user through the entitlements document', async () => {
    const email = 'owner@example.test';
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'admin test password' } });
    // Verified through the database: this test is about the admin command, not the mail flow.
    await t.db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);

    const upgraded = await runAdminCommand(t.db, parseAdminArgs(['set-plan', 'Owner@Example.test', 'master-chef']));
    expect(upgraded.plan).toBe('master-chef');
    const admin = await runAdminCommand(t.db, parseAdminArgs(['set-admin', email, 'true']));
    expect(admin.isAdmin).toBe(true);

    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'admin test password' } });
    expect(signin.json().user).toMatchObject({ plan: 'master-chef', isAdmin: true });
    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/entitlements/pull',
      headers: { authorization: `Bearer ${signin.json().accessToken}` },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(pull.json().documents).toEqual([expect.objectContaining({ id: 'entitlements', plan: 'master-chef', isAdmin: true })]);
  });

  it('publishes subscription changes (the billing path) through the same entitlements document', async () => {
    const user = await insertUser(t.db, {
      email: 'subscriber@example.test',
      passwordHash: null,
      emailVerified: true,
      provider: 'password',
    });
    if (!user) throw new Error('user not created');
    await setStripeCustomerId(t.db, user.id, 'cus_test_123');
    expect((await findUserByStripeCustomerId(t.db, 'cus_test_123'))?.id).toBe(user.id);
    const periodEnd = new Date('2027-01-01T00:00:00.000Z');
    const updated = await updateUserAndEntitlements(t.db, user.id, (tx) =>
      setSubscription(tx, user.id, { plan: 'chef', status: 'active', currentPeriodEnd: periodEnd }),
    );
    expect(updated).toMatchObject({ plan: 'chef', subscriptionStatus: 'active', currentPeriodEnd: periodEnd });
    const { rows } = await t.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM documents WHERE owner = $1 AND collection = 'entitlements'",
      [user.id],
    );
    expect(rows[0]?.data).toMatchObject({ plan: 'chef', subscriptionStatus: 'active', currentPeriodEnd: periodEnd.toISOString() });
    expect(
      await updateUserAndEntitlements(t.db, 'no-such-user', (tx) =>
        setSubscription(tx, 'no-such-user', { plan: 'chef', status: 'active', currentPeriodEnd: null }),
      ),
    ).toBeNull();
  });

  it('refuses unknown plans, bad flags, unknown users and wrong usage with clear messages', async () => {
    expect(() => parseAdminArgs(['set-plan', 'a@b.test', 'platinum'])).toThrow(/Unknown plan "platinum"/);
    expect(() => parseAdminArgs(['set-admin', 'a@b.test', 'yes'])).toThrow(/true or false/);
    expect(() => parseAdminArgs(['drop-tables'])).toThrow(/Usage:/);
    await expect(runAdminCommand(t.db, parseAdminArgs(['set-plan', 'nobody@example.test', 'chef']))).rejects.toThrow(/No account/);
  });

  it('runs as `npm run admin` on the PGlite folder in DATA_DIR, and exits 1 with a message on failure', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-admin-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const admin = (...args: string[]) =>
      run('npx', ['tsx', 'sync-server/src/admin.ts', ...args], { env }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code,
          stdout: error.stdout ?? '',
          stderr: error.stderr ?? '',
        }),
      );
    try {
      const seeded = await openDatabase({ databaseUrl: undefined, dataDir });
      await migrate(seeded);
      await insertUser(seeded, { email: 'cli@example.test', passwordHash: null, emailVerified: true, provider: 'password' });
      await seeded.close();

      const success = await admin('set-plan', 'cli@example.test', 'chef');
      expect(success).toMatchObject({ code: 0 });
      expect(success.stdout).toContain('cli@example.test: plan chef, admin false');

      const failure = await admin('set-plan', 'nobody@example.test', 'chef');
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain('No account with the email nobody@example.test');

      const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
      const { rows } = await reopened.query<{ data: { plan: string } }>("SELECT data FROM documents WHERE collection = 'entitlements'");
      await reopened.close();
      expect(rows.map((row) => row.data.plan)).toEqual(['chef']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
