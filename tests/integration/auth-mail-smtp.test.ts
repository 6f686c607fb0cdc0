import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';

process.env.AUTH_RATE_LIMIT_MAX = '1000';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of SMTP (RFC 5321, no TLS, no auth) for nodemailer to deliver a message to this test. */
function startSmtpSink(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 sink.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          received.push(current);
          current = { from: '', to: [], data: '' };
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink.test\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await new Promise((resolve) => sink?.server.close(resolve));
});

describe('mail over SMTP_URL', () => {
  it('sends the verification mail through SMTP and writes no file', async () => {
    const t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Recipe Kitchen <hello@recipes.test>' } });
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'smtp@example.test', password: 'smtp test password' },
      });
      expect(signup.statusCode).toBe(201);
      const mail = sink.received.at(-1);
      expect(mail?.from).toContain('hello@recipes.test');
      expect(mail?.to.join()).toContain('smtp@example.test');
      expect(mail?.data).toMatch(/^Subject: Please verify your e-mail address/m);
      expect(mail?.data.replace(/=\r?\n/g, '')).toContain('/auth/action?mode=3DverifyEmail&oobCode=3D');
      expect(existsSync(path.join(t.config.dataDir, 'mail'))).toBe(false);
    } finally {
      await t.cleanup();
    }
  });

  it('keeps the new account when the mail server is down (the user can ask for the mail again)', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'offline@example.test', password: 'smtp test password' },
      });
      expect(signup.statusCode).toBe(201);
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'offline@example.test', password: 'smtp test password' },
      });
      expect(signin.statusCode).toBe(200);
    } finally {
      await t.cleanup();
    }
  });
});
