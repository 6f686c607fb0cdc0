import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/schemas/settings';
import { hasAiConsent } from '../../sync-server/src/generate/consent';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const at = '2026-11-24T05:00:00.000Z';
const settingsWith = (hasConsented: boolean) => ({ ...defaultSettings(at), aiConsent: { hasConsented, consentDate: at, version: '1.0' } });

describe('AI-data consent granted and withdrawn in Settings', () => {
  it('a withdrawal in Settings outweighs an earlier recorded consent; agreeing again restores it', async () => {
    const owner = 'consent-user';
    expect(await hasAiConsent(t.db, owner, true)).toBe(true); // recorded from the converter's dialog
    expect(await hasAiConsent(t.db, owner, undefined)).toBe(true);

    await t.db.transaction((tx) => writeServerDocument(tx, owner, 'settings', settingsWith(false)));
    expect(await hasAiConsent(t.db, owner, undefined)).toBe(false);

    await t.db.transaction((tx) => writeServerDocument(tx, owner, 'settings', settingsWith(true)));
    expect(await hasAiConsent(t.db, owner, undefined)).toBe(true);
  });
});
