import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { launchBrowser } from '../support/browser';
import { startE2eServer } from '../support/e2eServer';
import type { BenchRow } from './types';

/** Gzip bytes of every JavaScript file the page downloads while `action` runs (each URL once). */
async function scriptBytes(page: Page, action: () => Promise<void>): Promise<{ bytes: number; files: number }> {
  const seen = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          seen.set(response.url(), gzipSync(body, { level: 9 }).length);
        })
        .catch(() => undefined),
    );
  });
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return { bytes: [...seen.values()].reduce((a, b) => a + b, 0), files: seen.size };
}

/** JS bytes (gzip) a first visit downloads: a public page, and /app signed in (which loads the data store). */
export async function runBundleBench(): Promise<BenchRow[]> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const email = 'bench-bundles@example.test';
    const password = 'correct horse battery staple';
    await insertUser(server.db, { email, passwordHash: await hashPassword(password), emailVerified: true, provider: 'password' });

    const publicContext = await browser.newContext({ serviceWorkers: 'block' });
    const publicPage = await publicContext.newPage();
    const landing = await scriptBytes(publicPage, async () => {
      await publicPage.goto(`${server.url}/about`);
    });
    await publicContext.close();

    const appContext = await browser.newContext({ serviceWorkers: 'block' });
    const signin = await appContext.request.post(`${server.url}/api/auth/signin`, { data: { email, password } });
    if (!signin.ok()) throw new Error(`bench sign-in failed: ${signin.status()}`);
    const appPage = await appContext.newPage();
    const app = await scriptBytes(appPage, async () => {
      await appPage.goto(`${server.url}/app`);
      await appPage
        .getByRole('heading', { name: /Convert|Recipe/i })
        .first()
        .waitFor({ timeout: 30_000 });
    });
    await appContext.close();
    return [
      {
        part: 'bundle',
        metric: 'JS on a public page (/about), gzip',
        value: landing.bytes / 1024,
        unit: 'kB',
        note: `${landing.files} files; no data store`,
      },
      {
        part: 'bundle',
        metric: 'JS on /app signed in, gzip',
        value: app.bytes / 1024,
        unit: 'kB',
        ratio: app.bytes / landing.bytes,
        note: `${app.files} files; ratio to the public page`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
