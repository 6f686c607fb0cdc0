/**
 * Open sync streams end with their session, at once and on every server instance: after a password
 * change, a password reset, "sign out everywhere", signing one device out, and account deletion. An
 * unused stream ticket of an ended session opens nothing. Two instances: on PostgreSQL each has its
 * own pool and LISTEN connection (the notice crosses through PostgreSQL); on PGlite they share it.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../sync-server/src/app';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { openPostgres } from '../../sync-server/src/db/postgres';
import type { Database } from '../../sync-server/src/db/types';
import { latestMail } from '../support/mailbox';
import { openSse, type SseClient } from '../support/sseClient';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

const PASSWORD = 'a long kitchen passphrase';
/** "At once": the stream's end event arrives within this (it used to come with the token's expiry, up to 15 minutes). */
const ENDS_WITHIN_MS = 3000;

interface Device {
  access: string;
  refresh: string;
  userId: string;
}

describe('sync streams end with their session, on every instance', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: Database | undefined;
  const bases: string[] = [];
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    if (t.testDb.kind === 'postgres') {
      secondDb = await openPostgres(t.testDb.url as string, 2);
      second = await buildApp({ config: t.config, db: secondDb, logger: false });
    } else {
      second = await buildApp({ config: t.config, db: t.db, logger: false });
    }
    for (const app of [t.app, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.cleanup();
  });

  async function newAccount(): Promise<string> {
    counter += 1;
    const email = `streams${counter}-${Date.now()}@example.test`;
    await insertUser(t.db, { email, passwordHash: await hashPassword(PASSWORD), emailVerified: true, provider: 'password' });
    return email;
  }

  async function signIn(email: string, password = PASSWORD): Promise<Device> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string; user: { id: string } }>();
    return { access: body.accessToken, refresh: res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '', userId: body.user.id };
  }

  async function ticket(device: Device): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/stream-ticket',
      headers: { authorization: `Bearer ${device.access}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ ticket: string }>().ticket;
  }

  /** A stream of the device on each instance, open and past its first resync. */
  async function streamsOf(device: Device): Promise<SseClient[]> {
    const streams: SseClient[] = [];
    for (const base of bases) {
      const stream = await openSse(`${base}/api/sync/stream?ticket=${await ticket(device)}`);
      expect(stream.status).toBe(200);
      await stream.next('resync');
      streams.push(stream);
    }
    return streams;
  }

  async function expectEnded(streams: SseClient[], reason: string): Promise<void> {
    for (const stream of streams) {
      await stream.waitForEnd(ENDS_WITHIN_MS);
      expect(stream.events.filter((event) => event.event === 'end').map((event) => event.data)).toEqual([
        { reason, message: expect.any(String) },
      ]);
    }
  }

  /** Unused tickets, one per instance (a ticket is single-use, so each instance is asked with its own). */
  async function unusedTickets(device: Device): Promise<string[]> {
    return [await ticket(device), await ticket(device)];
  }

  async function expectAllRefused(unused: string[]): Promise<void> {
    for (const [i, base] of bases.entries()) await expectRefused(base, unused[i] as string);
  }

  async function expectRefused(base: string, unused: string): Promise<void> {
    const res = await fetch(`${base}/api/sync/stream?ticket=${unused}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/^(session_revoked|account_deleted)$/) });
  }

  const push = (device: Device, id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/shoppingChecks/push',
      headers: { authorization: `Bearer ${device.access}` },
      payload: { rows: [{ newDocumentState: { id, weekStart: '2026-11-16', checked: [], updatedAt: '2026-11-21T10:00:00.000Z' } }] },
    });

  it('a password change ends every stream opened before it (the kept device reconnects with a refreshed token); unused tickets are refused', async () => {
    const email = await newAccount();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const bystander = await signIn(await newAccount());
    const streams = [...(await streamsOf(phone)), ...(await streamsOf(tablet))];
    const others = await streamsOf(bystander);
    const unused = await unusedTickets(tablet);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/password',
      headers: { authorization: `Bearer ${phone.access}` },
      cookies: { refresh_token: phone.refresh },
      payload: { currentPassword: PASSWORD, newPassword: 'another long kitchen passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(streams, 'session_revoked');
    await expectAllRefused(unused);

    // The phone kept its session: a refreshed token opens a stream again, which carries changes.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: phone.refresh } });
    expect(refreshed.statusCode).toBe(200);
    const phoneAgain = { ...phone, access: refreshed.json<{ accessToken: string }>().accessToken };
    const [reopened] = await streamsOf(phoneAgain);
    expect((await push(phoneAgain, 'after-change')).statusCode).toBe(200);
    await reopened?.waitFor('change', (data) => JSON.stringify(data).includes('after-change'));
    reopened?.close();

    // Another account's streams are untouched.
    for (const stream of others) expect(stream.ended).toBe(false);
    for (const stream of [...others, ...streams]) stream.close();
  });

  it('a password reset ends every stream of the account; unused tickets are refused', async () => {
    const email = await newAccount();
    const phone = await signIn(email);
    const streams = await streamsOf(phone);
    const unused = await unusedTickets(phone);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } })).statusCode).toBe(200);
    const mail = await latestMail(t.config.dataDir, email, 'resetPassword');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail.oobCode, password: 'a brand new kitchen passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(streams, 'session_revoked');
    await expectAllRefused(unused);
  });

  it('"sign out everywhere" ends every stream of the account; unused tickets are refused', async () => {
    const email = await newAccount();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const streams = [...(await streamsOf(phone)), ...(await streamsOf(tablet))];
    const unused = await unusedTickets(phone);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/signout-everywhere',
      headers: { authorization: `Bearer ${tablet.access}` },
      cookies: { refresh_token: tablet.refresh },
    });
    expect(out.statusCode).toBe(200);
    await expectEnded(streams, 'session_revoked');
    await expectAllRefused(unused);
  });

  it('signing one device out ends that device’s streams only', async () => {
    const email = await newAccount();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const phoneStreams = await streamsOf(phone);
    const tabletStreams = await streamsOf(tablet);
    const unused = await unusedTickets(phone);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: { refresh_token: phone.refresh } });
    expect(out.statusCode).toBe(200);
    await expectEnded(phoneStreams, 'session_revoked');
    await expectAllRefused(unused);
    expect((await push(tablet, 'tablet-still-syncs')).statusCode).toBe(200);
    for (const stream of tabletStreams) {
      await stream.waitFor('change', (data) => JSON.stringify(data).includes('tablet-still-syncs'));
      expect(stream.ended).toBe(false);
      stream.close();
    }
  });

  it('deleting the account ends every stream at once with account_deleted, and its unused tickets open nothing', async () => {
    const email = await newAccount();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const streams = [...(await streamsOf(phone)), ...(await streamsOf(tablet))];
    const unused = await unusedTickets(tablet);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/delete',
      headers: { authorization: `Bearer ${phone.access}` },
      cookies: { refresh_token: phone.refresh },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    await expectEnded(streams, 'account_deleted');
    await expectAllRefused(unused);
  });
});
