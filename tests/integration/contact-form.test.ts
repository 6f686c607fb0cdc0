import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '../../shared/domain/contactTexts';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'team@kitchen.example' } });
});
afterAll(async () => {
  await t?.cleanup();
});

const valid = {
  name: 'Ada Cook',
  email: 'ada@example.test',
  subject: 'Enterprise Plan',
  message: 'We are a school kitchen with 40 cooks.',
};
const send = (payload: object, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
const stored = async () =>
  (await t.db.query<{ subject: string }>('SELECT subject FROM contact_messages ORDER BY id')).rows.map((r) => r.subject);

describe('contact form', () => {
  it('stores the message and mails it to CONTACT_EMAIL', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, message: CONTACT_TEXTS.sent });
    expect(await stored()).toEqual(['Enterprise Plan']);
    const mailDir = path.join(t.config.dataDir, 'mail');
    const mails = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    expect(mails.some((m) => m.includes('team@kitchen.example') && m.includes('school kitchen'))).toBe(true);
  });

  it('refuses bad input with the field text and keeps nothing of it', async () => {
    const before = (await stored()).length;
    const cases: [object, string][] = [
      [{ ...valid, email: 'nope' }, 'Please enter a valid e-mail address.'],
      [{ ...valid, message: 'hi' }, 'Please write at least 10 characters.'],
      [{ ...valid, name: '   ' }, 'Please enter your name.'],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload, '10.0.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await send({ ...valid, extra: 'x' }, '10.0.0.2')).statusCode).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await send({ ...valid, subject: 'Cheap pills', website: 'http://spam.example' }, '10.0.0.3');
    expect(response.statusCode).toBe(202);
    expect((await stored()).length).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send(valid, '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await send(valid, '10.0.0.9')).json().message).toBe(CONTACT_TEXTS.rateLimited);
  });
});
