import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeywords } from '../../shared/domain/imageKeywords';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

describe('POST /api/images/search', () => {
  it('follows the keyword rule', () => {
    expect(imageKeywords('The Best Easy Vegan Chocolate Chip Cookies with Sea Salt')).toEqual(['chocolate', 'chip', 'cookies', 'sea']);
    expect(imageKeywords('!!')).toEqual(['food']);
    expect(imageKeywords('Pho')).toEqual(['pho']);
  });

  describe('without a photo service key', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.cleanup();
    });
    it('answers a built-in picture chosen by dish category', async () => {
      const { headers } = await createPlanUser(t.app, t.db);
      const soup = await t.app.inject({
        method: 'POST',
        url: '/api/images/search',
        headers,
        payload: { keywords: ['lentil', 'soup'], usedImages: [] },
      });
      expect(soup.json()).toEqual({ success: true, imageUrl: '/food/soup.svg', source: 'built-in' });
      const other = await t.app.inject({ method: 'POST', url: '/api/images/search', headers, payload: { title: 'Mystery' } });
      expect(other.json().imageUrl).toBe('/food/plate.svg');
      const bad = await t.app.inject({ method: 'POST', url: '/api/images/search', headers, payload: { keywords: 'soup' } });
      expect(bad.statusCode).toBe(400);
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/images/search', payload: { keywords: ['soup'] } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('with Unsplash (a local server speaking its API)', () => {
    let server: Server;
    let t: TestApp;
    let fail = false;
    const seen: { url?: string; auth?: string }[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push({ url: req.url, auth: req.headers.authorization });
        if (fail) return void res.writeHead(500).end('{}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            results: [{ urls: { regular: 'https://images.example/a.jpg' } }, { urls: { regular: 'https://images.example/b.jpg' } }],
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      t = await createTestApp({ env: { UNSPLASH_ACCESS_KEY: 'key-1', UNSPLASH_API_URL: `http://127.0.0.1:${port}` } });
    });
    afterAll(async () => {
      await t.cleanup();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    it('returns the first photo not used yet, and falls back to a built-in picture on failure', async () => {
      const { headers } = await createPlanUser(t.app, t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images/search',
        headers,
        payload: { keywords: ['vegan', 'lasagna'], usedImages: ['https://images.example/a.jpg'] },
      });
      expect(res.json()).toEqual({ success: true, imageUrl: 'https://images.example/b.jpg', source: 'photo-service' });
      expect(seen.at(-1)?.auth).toBe('Client-ID key-1');
      expect(seen.at(-1)?.url).toContain('query=lasagna');
      fail = true;
      const fallback = await t.app.inject({ method: 'POST', url: '/api/images/search', headers, payload: { keywords: ['lasagna'] } });
      expect(fallback.json()).toEqual({ success: true, imageUrl: '/food/pasta.svg', source: 'built-in' });
    });
  });
});
