import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const ASSET = 'assets/index-AbC123.js';
const assetBody = `export const hello = ${JSON.stringify('hello '.repeat(500))};\n`;

/** A built client as vite writes it: index.html, sw.js, and a hashed asset with its .br and .gz copies. */
function fakeClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n// ${'x'.repeat(3000)}\n`);
  writeFileSync(path.join(dir, ASSET), assetBody);
  writeFileSync(path.join(dir, `${ASSET}.br`), brotliCompressSync(assetBody));
  writeFileSync(path.join(dir, `${ASSET}.gz`), gzipSync(assetBody));
  return dir;
}

describe('compression', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClient();
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves a hashed asset from its brotli or gzip copy, as the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetBody);

    const gz = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetBody);

    const plain = await t.app.inject({ method: 'GET', url: `/${ASSET}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetBody);
  });

  it('compresses unhashed files on the fly and keeps them revalidated', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toContain("self.addEventListener('fetch'");
  });

  it('compresses API replies over 1 kB and leaves small ones alone', async () => {
    const { headers } = testUser(t.app);
    const rows = Array.from({ length: 5 }, (_, i) => ({
      newDocumentState: {
        id: `r${i}`,
        title: `Soup ${i}`,
        convertedRecipe: 'Simmer gently. '.repeat(40),
        dietaryFilters: [],
        category: 'main-dish',
        imageUrl: '',
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
        _deleted: false,
      },
    }));
    const push = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows } });
    expect(push.statusCode).toBe(200);

    const pull = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { ...headers, 'accept-encoding': 'gzip, br' },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(pull.statusCode).toBe(200);
    expect(pull.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(pull.rawPayload).toString()) as { documents: { id: string }[] };
    expect(body.documents.map((d) => d.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(pull.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);

    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ ok: true, database: t.db.kind });
  });

  it('never compresses the sync stream', async () => {
    const { headers } = testUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/sync/stream', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } },
        resolve,
      );
      req.on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    const first = await new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(first).toMatch(/^(event|:|retry|id|data)/m);
    response.destroy();
  });
});
