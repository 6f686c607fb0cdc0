import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TEXTS } from '../../shared/domain/unsubscribe';
import type { MailMessage } from '../../sync-server/src/mail/mailer';
import {
  hasOptedOut,
  sendNonEssentialMail,
  unsubscribeLink,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../sync-server/src/mail/unsubscribe';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const secret = () => t.config.jwtSecret;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('signed unsubscribe links', () => {
  it('name the address and verify only with this server’s secret', () => {
    const token = unsubscribeToken('Ann@Example.com', secret());
    expect(verifyUnsubscribeToken(token, secret())).toBe('ann@example.com');
    expect(verifyUnsubscribeToken(token, 'another-secret-that-is-long-enough-0123456789')).toBeNull();
    // Another address with the first one's signature.
    const [, signature] = token.split('.');
    expect(verifyUnsubscribeToken(`${Buffer.from('bob@example.com').toString('base64url')}.${signature}`, secret())).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', '.', `${token}x`, 'x'.repeat(700)]) expect(verifyUnsubscribeToken(bad, secret())).toBeNull();
    expect(unsubscribeLink('https://kitchen.example', 'ann@example.com', secret())).toBe(
      `https://kitchen.example/unsubscribe?token=${encodeURIComponent(token)}`,
    );
  });

  it('POST /api/mail/unsubscribe records the opt-out; a forged or broken token is a 400 with the page’s text', async () => {
    const token = unsubscribeToken('carol@example.com', secret());
    const ok = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unsubscribed: true });
    expect(await hasOptedOut(t.db, 'Carol@example.com')).toBe(true);
    // Twice is fine.
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token } })).statusCode).toBe(200);

    for (const payload of [{ token: `${token.split('.')[0]}.forged` }, { token: 42 }, {}]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(UNSUBSCRIBE_TEXTS.invalid);
    }
  });

  it('takes a mail client’s one-click request (RFC 8058)', async () => {
    const token = unsubscribeToken('dave@example.com', secret());
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(reply.statusCode).toBe(200);
    expect(await hasOptedOut(t.db, 'dave@example.com')).toBe(true);
  });

  it('every non-essential mail carries the link and headers, and none goes to an address that opted out', async () => {
    const sent: MailMessage[] = [];
    const deps = {
      db: t.db,
      mailer: { send: async (m: MailMessage) => void sent.push(m) },
      publicUrl: 'https://kitchen.example',
      secret: secret(),
    };
    const message = { to: 'erin@example.com', subject: 'New recipes this week', text: 'Hello', link: 'https://kitchen.example/blog' };
    expect(await sendNonEssentialMail(deps, message)).toBe(true);
    const mail = sent[0];
    expect(mail?.text).toContain(unsubscribeLink('https://kitchen.example', 'erin@example.com', secret()));
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/kitchen\.example\/api\/mail\/unsubscribe\?token=.+>$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await t.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe',
      payload: { token: unsubscribeToken('erin@example.com', secret()) },
    });
    expect(await sendNonEssentialMail(deps, message)).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
