import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { latestMail } from '../support/mailbox';
import { createTestApp, type TestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

const weak = { error: 'validation_failed', message: ACCOUNT_MESSAGES.passwordTooWeak, field: 'password' };

describe('weak passwords are refused (common ones and ones built from the address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const signUp = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password } });

  it('at sign-up', async () => {
    for (const password of ['password', 'password1', 'Password123!', 'qwertyuiop', 'iloveyou123']) {
      const res = await signUp('cook@example.test', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual(weak);
    }
    const fromEmail = await signUp('ada.lovelace@example.test', 'ada.lovelace2026');
    expect(fromEmail.statusCode).toBe(400);
    expect(fromEmail.json()).toEqual(weak);
    const joined = await signUp('ada.lovelace@example.test', 'adalovelace2026');
    expect(joined.statusCode).toBe(400);
    expect(joined.json()).toEqual(weak);
    expect((await signUp('ada.lovelace@example.test', 'copper kettle simmering lentils')).statusCode).toBe(201);
  });

  it('at password reset, and the link still works for a strong one', async () => {
    const email = 'resetting@example.test';
    expect((await signUp(email, 'copper kettle simmering lentils')).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } });
    const { oobCode } = await latestMail(t.config.dataDir, email, 'resetPassword');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: oobCode, password: 'resetting123' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(weak);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: oobCode, password: 'a basil pot on the sill' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
