import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

describe('security basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('GET /api/health answers ok and the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, database: t.db.kind });
  });

  it('sends helmet headers with a content security policy the built client works under', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('img-src');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps CORS closed by default', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/sync/recipes/pull',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers errors as JSON { error, message } without a stack, unknown routes as 404', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: expect.any(String) });
    const { headers } = testUser(t.app);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"checkpoint":',
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json()).sort()).toEqual(['error', 'message']);
    expect(broken.body).not.toMatch(/\bat \S+:\d+/);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ checkpoint: null, batchSize: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'payload_too_large' });
  });
});

/** An inline script of the app page (as the early refresh is) and the CSP source that lets exactly it run. */
const EARLY = 'window.early = 1;';
const EARLY_HASH = `'sha256-${createHash('sha256').update(EARLY).digest('base64')}'`;

describe('configured CORS origins and the built client', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'recipe-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      `<!doctype html><title>Recipes</title><script>${EARLY}</script><script type="module" src="/assets/app-abc123.js"></script>`,
    );
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example, https://other.example' }, clientDir });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("lets the app page's own inline scripts run, by their hashes (script-src stays 'self' and them)", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${EARLY_HASH};`);
  });

  it('allows only the listed origins', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://other.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://other.example');
    const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the client with an SPA fallback, sw.js uncached, and keeps /api 404s as JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app/recipes/42' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Recipes</title>');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // Hashed assets skip the document-only headers; pages keep them.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Never revalidated (immutable): no validators; sw.js, revalidated at every load, keeps its ETag.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(sw.headers.etag).toBeDefined();
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(sw.headers['content-security-policy']).toBeDefined();
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('health without a database', () => {
  it('answers 503 with ok: false when the database is gone', async () => {
    const t = await createTestApp();
    try {
      await t.testDb.cleanup();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, database: t.db.kind });
    } finally {
      await t.app.close();
      rmSync(t.config.dataDir, { recursive: true, force: true });
    }
  });
});
