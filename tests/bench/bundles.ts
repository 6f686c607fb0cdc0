/**
 * Bundle part of `npm run bench`: bytes on the wire as Chromium receives them from the real server
 * (compressed where the server compresses; headers included), each file once, for a first visit in
 * a fresh profile. Counted at the browser context, so the service worker's own downloads (precache)
 * are in the "with service worker" figures; a page response the worker answered is not counted twice.
 * The public page is also measured on the page view after the first, when the worker keeps the site for offline use.
 * Budgets (issue 11): JavaScript of a public page ≤ 100 kB, of /app ≤ 250 kB.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request, Response } from 'playwright-core';
import { hashPassword } from '../../sync-server/src/auth/password';
import { insertUser } from '../../sync-server/src/auth/userRepository';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { benchLegacyRecipe, benchRecipe } from './benchRecipe';
import type { BenchRow } from './types';

const PUBLIC_JS_BUDGET = 100 * 1024;
const APP_JS_BUDGET = 250 * 1024;
/** Recipes of the user whose book takes several pulls (more than 500). */
const BIG_BOOK = 1_000;
/** The network counts as settled after this long with no request open (the SSE stream excepted). */
const QUIET_MS = 1_500;

interface Traffic {
  total: number;
  js: number;
  files: number;
  /** Paths of the JavaScript files fetched. */
  scripts: string[];
}

const isStream = (url: string) => url.includes('/api/sync/stream');
const isScript = (request: Request) => request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

/**
 * The body's bytes as they came over the wire. Chromium reports no body size (0) for some requests that did come over
 * the wire: a dedicated worker's script, the service worker's own script. The first pulls' worker then counted 0.5 kB
 * of headers instead of its 2.7 kB, and /sw.js 1 kB instead of ~4 kB. Then the response's Content-Length (the size as
 * sent), else, for a reply compressed as it was sent (no Content-Length), its body compressed again as the server does
 * (src/compression.ts: brotli quality 1, gzip level 6), else the body. A response from the browser's cache (the
 * service worker's precache of a file the page loaded) reports a negative body size that cancels its headers': 0.
 */
async function bodyOnTheWire(response: Response, reported: { body: number; headers: number }): Promise<number> {
  if (reported.body !== 0 || reported.headers === 0) return reported.body;
  const headers = await response.allHeaders();
  const length = Number(headers['content-length']);
  if (Number.isFinite(length) && length > 0) return length;
  const body = await response.body().catch(() => Buffer.alloc(0));
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length;
  if (encoding === 'gzip') return gzipSync(body, { level: 6 }).length;
  return body.length;
}

/** Counts what the context downloads while `action` runs and until the network has been quiet for QUIET_MS. */
async function traffic(context: BrowserContext, action: () => Promise<void>): Promise<Traffic> {
  const seen = new Map<string, { bytes: number; js: boolean; unreported?: boolean }>();
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const sizes: Promise<void>[] = [];
  context.on('request', (request) => {
    if (isStream(request.url())) return;
    open.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    open.delete(request);
    lastActivity = Date.now();
  };
  context.on('requestfailed', settle);
  context.on('requestfinished', (request) => {
    settle(request);
    if (isStream(request.url())) return;
    sizes.push(
      (async () => {
        const response = await request.response();
        // Answered by the service worker: its own fetch (if any) is counted instead.
        if (!response || response.fromServiceWorker()) return;
        const s = await request.sizes();
        const key = `${request.method()} ${request.url()}`;
        const bytes = (await bodyOnTheWire(response, { body: s.responseBodySize, headers: s.responseHeadersSize })) + s.responseHeadersSize;
        const unreported = s.responseBodySize === 0 && bytes > s.responseHeadersSize;
        seen.set(key, { bytes: Math.max(bytes, seen.get(key)?.bytes ?? 0), js: isScript(request), unreported });
      })().catch(() => undefined),
    );
  });
  await action();
  while (open.size > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
  await Promise.all(sizes);
  const values = [...seen.values()];
  if (process.env.BENCH_PROFILE === '1')
    console.error(
      [...seen.entries()]
        .filter(([, v]) => v.js)
        .sort((a, b) => b[1].bytes - a[1].bytes)
        .map(
          ([k, v]) =>
            `  ${(v.bytes / 1024).toFixed(1).padStart(7)} kB  ${k.replace(/^GET https?:\/\/[^/]+/, '')}${v.unreported ? ' (no body size reported: its Content-Length, or its body compressed again)' : ''}`,
        )
        .join('\n'),
    );
  return {
    total: values.reduce((a, v) => a + v.bytes, 0),
    js: values.filter((v) => v.js).reduce((a, v) => a + v.bytes, 0),
    files: values.length,
    scripts: [...seen.entries()].filter(([, v]) => v.js).map(([k]) => new URL(k.replace(/^\S+ /, '')).pathname),
  };
}

/** A first visit to `/`; with the worker also the page view after it (a reload), the first the worker sees: it keeps the site for offline use then. */
async function publicVisit(browser: Browser, server: E2eServer, withWorker: boolean): Promise<{ first: Traffic; returning?: Traffic }> {
  const context = await browser.newContext({ serviceWorkers: withWorker ? 'allow' : 'block' });
  const page = await context.newPage();
  const first = await traffic(context, async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (withWorker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  });
  const returning = withWorker
    ? await traffic(context, async () => {
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      })
    : undefined;
  await context.close();
  return { first, returning };
}

async function appVisit(
  browser: Browser,
  server: E2eServer,
  withWorker: boolean,
  email: string,
  password: string,
  view?: { key: string; heading: string },
): Promise<Traffic> {
  const context = await browser.newContext({ serviceWorkers: withWorker ? 'allow' : 'block' });
  if (view) await context.addInitScript({ content: `sessionStorage.setItem('app.view', ${JSON.stringify(view.key)});` });
  const signin = await context.request.post(`${server.url}/api/auth/signin`, { data: { email, password } });
  if (!signin.ok()) throw new Error(`bench sign-in failed: ${signin.status()}`);
  const page = await context.newPage();
  const result = await traffic(context, async () => {
    await page.goto(`${server.url}/app`);
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor({ timeout: 30_000 });
    if (view) await page.getByRole('heading', { name: view.heading, level: 1 }).waitFor();
    if (withWorker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  });
  await context.close();
  return result;
}

const kB = (bytes: number) => bytes / 1024;

/**
 * The built file that carries the food lexicon (shared/kitchen/knowledge/lexicon.json), found by its
 * licence text, with its size as the server sends it (brotli where precompressed, else gzip).
 */
function lexiconAsset(): { path: string; bytes: number } | null {
  const assets = path.join(process.cwd(), 'dist', 'assets');
  const lexicon = JSON.parse(readFileSync(path.join(process.cwd(), 'shared/kitchen/knowledge/lexicon.json'), 'utf8')) as {
    licence: string;
  };
  const marker = lexicon.licence.slice(0, 60);
  for (const name of readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.json'))) {
    const file = path.join(assets, name);
    if (!readFileSync(file, 'utf8').includes(marker)) continue;
    const bytes = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzipSync(readFileSync(file)).length;
    return { path: `/assets/${name}`, bytes };
  }
  return null;
}

export async function runBundleBench(): Promise<BenchRow[]> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const email = 'bench-bundles@example.test';
    const password = 'correct horse battery staple';
    await insertUser(server.db, { email, passwordHash: await hashPassword(password), emailVerified: true, provider: 'password' });

    const publicPlain = (await publicVisit(browser, server, false)).first;
    const { first: publicSw, returning: publicReturning = publicSw } = await publicVisit(browser, server, true);
    const appPlain = await appVisit(browser, server, false, email, password);
    const appSw = await appVisit(browser, server, true, email, password);
    const appBook = await appVisit(browser, server, false, email, password, { key: 'recipes', heading: 'My Recipe Book' });
    // A user whose book takes several pulls, on a new device: the first pulls' worker and the fill's code load too. The
    // book holds text recipes in the app's own legacy layout (what older versions stored); a second user's book holds
    // text of a pasted layout, which loads the kitchen's any-layout reader as well (reported apart).
    const bigBookVisit = async (emailOf: string, recipe: (n: number) => object) => {
      const user = await insertUser(server.db, {
        email: emailOf,
        passwordHash: await hashPassword(password),
        emailVerified: true,
        provider: 'password',
      });
      if (!user) throw new Error('bench user not created');
      await server.db.query(
        `INSERT INTO documents (owner, collection, id, data) SELECT $1, 'recipes', doc->>'id', doc FROM jsonb_array_elements($2::jsonb) doc`,
        [user.id, JSON.stringify(Array.from({ length: BIG_BOOK }, (_, i) => recipe(i)))],
      );
      return appVisit(browser, server, false, emailOf, password, { key: 'recipes', heading: 'My Recipe Book' });
    };
    const appBigBook = await bigBookVisit('bench-bundles-book@example.test', (i) => benchLegacyRecipe(i));
    const appPastedBook = await bigBookVisit('bench-bundles-pasted@example.test', (i) => benchRecipe(i));
    const files = (t: Traffic) => `${t.files} files, ${kB(t.total).toFixed(0)} kB in all`;
    const lexicon = lexiconAsset();
    const loadedBy = (name: string, t: Traffic) => `${name}: ${lexicon && t.scripts.includes(lexicon.path) ? 'LOADED' : 'not loaded'}`;
    const lexiconRow: BenchRow = lexicon
      ? {
          part: 'bundle',
          metric: 'food lexicon (loads only with the converter): on the wire',
          value: kB(lexicon.bytes),
          unit: 'kB',
          note: `${lexicon.path}, counted apart from the budgets; ${[
            loadedBy('public page', publicPlain),
            loadedBy('/app', appPlain),
            loadedBy('/app on the Recipe Book', appBook),
          ].join(', ')}`,
        }
      : {
          part: 'bundle',
          metric: 'food lexicon (loads only with the converter): on the wire',
          value: Number.NaN,
          unit: 'kB',
          note: 'not in the client build: no screen of the device loads it yet',
        };
    return [
      {
        part: 'bundle',
        metric: 'public page /: JS on the wire, no service worker',
        value: kB(publicPlain.js),
        unit: 'kB',
        ratio: publicPlain.js / PUBLIC_JS_BUDGET,
        note: `${files(publicPlain)}; ratio to the 100 kB budget`,
      },
      {
        part: 'bundle',
        metric: 'public page /: JS on the wire, with service worker',
        value: kB(publicSw.js),
        unit: 'kB',
        ratio: publicSw.js / PUBLIC_JS_BUDGET,
        note: `${files(publicSw)}; page and worker (it caches nothing on a first visit); ratio to the 100 kB budget`,
      },
      {
        part: 'bundle',
        metric: 'public page /, the next page view: JS on the wire, with service worker',
        value: kB(publicReturning.js),
        unit: 'kB',
        ratio: publicReturning.js / PUBLIC_JS_BUDGET,
        note: `${files(publicReturning)}; a reload (or a link followed): the worker keeps the site for offline use, once; ratio to the 100 kB budget`,
      },
      {
        part: 'bundle',
        metric: '/app signed in: JS on the wire, no service worker',
        value: kB(appPlain.js),
        unit: 'kB',
        ratio: appPlain.js / APP_JS_BUDGET,
        note: `${files(appPlain)}; ratio to the 250 kB budget`,
      },
      {
        part: 'bundle',
        metric: '/app signed in, opened on the Recipe Book: JS on the wire, no service worker',
        value: kB(appBook.js),
        unit: 'kB',
        ratio: appBook.js / APP_JS_BUDGET,
        note: `${files(appBook)}; the view a returning user opens most; ratio to the 250 kB budget`,
      },
      {
        part: 'bundle',
        metric: `/app signed in, a book of ${BIG_BOOK} on a new device: JS on the wire, no service worker`,
        value: kB(appBigBook.js),
        unit: 'kB',
        ratio: appBigBook.js / APP_JS_BUDGET,
        note: `${files(appBigBook)}; opened on the Recipe Book, a book of several pulls (text recipes in the app's own layout): with the first pulls' worker and the fill's code; ratio to the 250 kB budget`,
      },
      {
        part: 'bundle',
        metric: `/app signed in, a book of ${BIG_BOOK} pasted-layout texts on a new device: JS on the wire, no service worker`,
        value: kB(appPastedBook.js),
        unit: 'kB',
        note: `${files(appPastedBook)}; as above, the recipes' text in a layout the app never wrote (markdown headings, times only in the method): the kitchen's any-layout reader loads too`,
      },
      {
        part: 'bundle',
        metric: '/app signed in: JS on the wire, with service worker',
        value: kB(appSw.js),
        unit: 'kB',
        ratio: appSw.js / APP_JS_BUDGET,
        note: `${files(appSw)}; page and worker precache (the offline app); ratio to the 250 kB budget`,
      },
      lexiconRow,
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
