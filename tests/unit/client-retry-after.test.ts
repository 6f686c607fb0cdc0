import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, retryAfterMs, withRetryAfter } from '../../client/src/data/retryAfter';

describe('the client backs off by the server’s Retry-After', () => {
  it('reads delta-seconds and HTTP dates, capped', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('86400', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('waits before the next request after a 503 with Retry-After from a real server', async () => {
    const arrivals: number[] = [];
    const server = createServer((_req, res) => {
      arrivals.push(Date.now());
      if (arrivals.length === 1) res.writeHead(503, { 'retry-after': '1' }).end('{}');
      else res.writeHead(200).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const backingOff = withRetryAfter(fetch);
      expect((await backingOff(url)).status).toBe(503);
      expect((await backingOff(url)).status).toBe(200);
      expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(950);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
