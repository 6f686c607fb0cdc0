/**
 * Site part of `npm run bench` (issue 15): JavaScript a first visit downloads (gzip size of each script,
 * and bytes on the wire as the server sends them) for / and /app signed out, and Lighthouse (mobile,
 * its default simulated slow 4G and 4× CPU) on / and /about with Debian Chromium: performance,
 * accessibility, best practices, SEO. Budgets and goals: / JS ≤ 100 kB gzip (aim 70); Lighthouse
 * ≥ 98, 100, 100, 100.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import type { BenchRow } from './types';

const PUBLIC_JS_BUDGET_KB = 100;
const PUBLIC_JS_AIM_KB = 70;
const LIGHTHOUSE_GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof LIGHTHOUSE_GOALS;

interface ScriptTraffic {
  gzip: number;
  wire: number;
  files: number;
}

/** The gzip size of a built file: its precompressed .gz when the build wrote one, else compressed here. */
function gzipSize(clientDir: string, urlPath: string): number {
  const file = path.join(clientDir, decodeURIComponent(urlPath));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** Scripts a fresh profile downloads for one page until it shows its h1 and the network is quiet (no service worker). */
async function scriptsOf(browser: Browser, server: E2eServer, pagePath: string): Promise<ScriptTraffic> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request.sizes().then((s) => {
        scripts.set(new URL(request.url()).pathname, s.responseBodySize + s.responseHeadersSize);
      }),
    );
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await Promise.all(sizes);
  await context.close();
  const paths = [...scripts.keys()];
  return {
    gzip: paths.reduce((sum, p) => sum + gzipSize(server.clientDir, p), 0),
    wire: [...scripts.values()].reduce((a, b) => a + b, 0),
    files: paths.length,
  };
}

async function lighthouseScores(
  url: string,
): Promise<{ scores: Record<Category, number>; failing: string[]; lcpMs: number; tbtMs: number }> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('No Chromium found for Lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(LIGHTHOUSE_GOALS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // A run that could not measure (e.g. NO_FCP) scores nothing: say so instead of printing a 0.
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
    const scores = Object.fromEntries(
      (Object.keys(LIGHTHOUSE_GOALS) as Category[]).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    // What keeps a category below its goal, to fix.
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      scores,
      failing,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const kB = (bytes: number) => bytes / 1024;

export async function runSiteBench(): Promise<BenchRow[]> {
  const server = await startE2eServer();
  const browser = await launchBrowser({ seedConsent: false });
  const rows: BenchRow[] = [];
  try {
    for (const pagePath of ['/', '/about', '/app']) {
      const js = await scriptsOf(browser, server, pagePath);
      const budget = pagePath === '/app' ? undefined : PUBLIC_JS_BUDGET_KB;
      rows.push({
        part: 'site',
        metric: `${pagePath}: JS gzip, first visit${pagePath === '/app' ? ' (signed out)' : ''}`,
        value: kB(js.gzip),
        unit: 'kB',
        ...(budget ? { ratio: kB(js.gzip) / budget } : {}),
        note: `${js.files} scripts, ${kB(js.wire).toFixed(1)} kB on the wire (brotli)${budget ? `; ratio to the ${budget} kB budget (aim ${PUBLIC_JS_AIM_KB})` : ''}`,
      });
    }
  } finally {
    await browser.close();
  }
  try {
    for (const pagePath of ['/', '/about']) {
      // One retry: a run that could not measure the page says nothing about the page.
      const { scores, failing, lcpMs, tbtMs } = await lighthouseScores(`${server.url}${pagePath}`).catch((error: unknown) => {
        console.warn(`${String(error)}; running Lighthouse again`);
        return lighthouseScores(`${server.url}${pagePath}`);
      });
      for (const category of Object.keys(LIGHTHOUSE_GOALS) as Category[]) {
        rows.push({
          part: 'site',
          metric: `Lighthouse mobile ${pagePath}: ${category}`,
          value: scores[category],
          unit: 'score',
          ratio: scores[category] / LIGHTHOUSE_GOALS[category],
          note:
            category === 'performance'
              ? `goal ${LIGHTHOUSE_GOALS[category]}; LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${tbtMs.toFixed(0)} ms${failing.length ? `; below 1: ${failing.join(', ')}` : ''}`
              : `goal ${LIGHTHOUSE_GOALS[category]}`,
        });
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}
