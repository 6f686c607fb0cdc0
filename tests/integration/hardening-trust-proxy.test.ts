import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../sync-server/src/config';
import { createTestApp, type TestApp } from '../support/testApp';

const LIMIT = 5;
process.env.AUTH_RATE_LIMIT_MAX = String(LIMIT);

/** A reverse proxy as nginx's `proxy_add_x_forwarded_for` does it: appends the peer's address to X-Forwarded-For. */
function appendingProxy(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res) => {
    const forwarded = req.headers['x-forwarded-for'];
    const peer = req.socket.remoteAddress ?? '';
    const upstream = request(`${target}${req.url}`, {
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer },
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

function postFrom(localAddress: string, url: string, forwardedFor: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const randomAddress = () => `${randomInt(1, 223)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

describe('TRUST_PROXY behind an appending proxy', () => {
  let t: TestApp | undefined;
  let proxy: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await t?.cleanup();
  });

  async function signInAttempts(trustProxy: string): Promise<number[]> {
    t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    const appUrl = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
    const front = await appendingProxy(appUrl);
    proxy = front.server;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 3; i++) {
      // From 127.0.0.2, so the proxy (127.0.0.1) and the client have different addresses. A new
      // made-up left-most address each time: the client's own text, never to be believed.
      statuses.push(
        await postFrom('127.0.0.2', `${front.url}/api/auth/signin`, randomAddress(), {
          email: 'victim@example.test',
          password: `guess ${i}`,
        }),
      );
    }
    return statuses;
  }

  for (const setting of ['1', 'true', '127.0.0.1', '127.0.0.1/32, ::1']) {
    it(`TRUST_PROXY=${setting}: a forged X-Forwarded-For does not get past the per-IP sign-in limit`, async () => {
      const statuses = await signInAttempts(setting);
      expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
    });
  }

  it('refuses settings that are neither a hop count nor addresses', () => {
    for (const bad of ['maybe', '11', '1.2.3', '10.0.0.0/99,']) {
      expect(() => loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });
});
