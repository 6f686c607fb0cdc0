/**
 * The PouchDB side of the sync part (issue 36): the same figures measured, in the same run and on the
 * same machine, for PouchDB in Chromium (IndexedDB) replicating live with a CouchDB-protocol server
 * (express-pouchdb over PouchDB's LevelDB storage on disk, in this process as the app's server is).
 * - propagation: A's put() of a title edit → B's list showing it (B renders its changes feed into a
 *   list; both pages stamp times with the same wall clock), each device holding the 5,000 recipes;
 * - fresh device: navigation → all 5,000 in a new profile's store (PouchDB's replicate.from).
 * Bench-only: express-pouchdb and pouchdb are devDependencies, never part of the app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { benchRecipe } from './benchRecipe';
import { percentile, sortedCopy } from './types';

const require = createRequire(import.meta.url);

interface PouchLike {
  bulkDocs(docs: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}
type PouchConstructor = {
  new (name: string): PouchLike;
  defaults(options: { prefix: string }): PouchConstructor;
};
type ExpressApp = {
  use(path: string, handler: unknown): void;
  get(
    path: string,
    handler: (req: unknown, res: { type(t: string): { send(body: string): void }; sendFile(p: string): void }) => void,
  ): void;
  listen(port: number, host: string, done: () => void): Server;
};

export interface PouchFigures {
  propagationP50: number;
  propagationP99: number;
  ownListP50: number;
  freshDeviceMs: number;
  freshRuns: number[];
  edits: number;
}

/** The page both devices open: PouchDB's browser build and a list of the titles its changes feed brings. */
const BENCH_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>PouchDB bench</title>
<script src="/pouchdb.min.js"></script></head><body><ul id="list" aria-label="Saved recipes"></ul></body></html>`;

/**
 * In the page: when each title was first shown in the list (wall clock), and the live sync.
 * Plain text: tsx adds helpers to compiled functions that pages do not have.
 */
const PAGE_SCRIPT = `
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const seen = {};
  window.__pouchBench = { seen, now };
  const list = () => document.getElementById('list');
  const start = () => new MutationObserver(() => {
    const t = now();
    for (const li of list().children) { const k = 'title:' + li.textContent; if (!(k in seen)) seen[k] = t; }
  }).observe(list(), { subtree: true, childList: true, characterData: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
`;

const BULK = 5_000;
const FRESH_RUNS = 3;

async function startPouchServer(): Promise<{ url: string; Pouch: PouchConstructor; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pouch-bench-'));
  const PouchDB = require('pouchdb') as PouchConstructor;
  const express = require('express') as () => ExpressApp;
  const expressPouchDb = require('express-pouchdb') as (pouch: PouchConstructor, options: object) => unknown;
  const Pouch = PouchDB.defaults({ prefix: `${dataDir}${path.sep}` });
  const app = express();
  app.get('/bench.html', (_req, res) => res.type('html').send(BENCH_PAGE));
  app.get('/pouchdb.min.js', (_req, res) => res.sendFile(require.resolve('pouchdb/dist/pouchdb.min.js')));
  app.use('/db', expressPouchDb(Pouch, { mode: 'minimumForPouchDB', logPath: path.join(dataDir, 'log.txt') }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the PouchDB server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    Pouch,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function seed(Pouch: PouchConstructor): Promise<void> {
  const db = new Pouch('recipes');
  for (let start = 0; start < BULK; start += 500) {
    const docs = Array.from({ length: Math.min(500, BULK - start) }, (_, i) => {
      const { id, ...fields } = benchRecipe(start + i);
      return { _id: id, ...fields };
    });
    await db.bulkDocs(docs);
  }
  await db.close();
}

/** Opens the bench page, pulls the whole book into the page's PouchDB; `live` then keeps it syncing both ways and rendering changes. */
async function openDevice(browser: Browser, url: string, live: boolean): Promise<{ page: Page; fromNavigation: number }> {
  const context = await browser.newContext();
  await context.addInitScript({ content: PAGE_SCRIPT });
  const page = await context.newPage();
  await page.goto(`${url}/bench.html`);
  const fromNavigation = (await page.evaluate(
    `(async (remoteUrl, live) => {
      const db = new PouchDB('recipes');
      const remote = new PouchDB(remoteUrl);
      await db.replicate.from(remote, { batch_size: 500 });
      const stored = performance.now();
      if ((await db.info()).doc_count < ${BULK}) throw new Error('not all recipes arrived');
      window.__pouchBench.db = db;
      if (live) {
        const list = document.getElementById('list');
        const items = new Map();
        db.changes({ since: 'now', live: true, include_docs: true }).on('change', (change) => {
          let li = items.get(change.id);
          if (!li) { li = document.createElement('li'); items.set(change.id, li); list.prepend(li); }
          li.textContent = change.doc.title;
        });
        db.sync(remote, { live: true, retry: true, batch_size: 100 });
      }
      return stored;
    })(${JSON.stringify(`${url}/db/recipes`)}, ${live})`,
  )) as number;
  return { page, fromNavigation };
}

const seenAt = (page: Page, key: string, timeout: number): Promise<number> =>
  page
    .waitForFunction((k) => (window as unknown as { __pouchBench: { seen: Record<string, number> } }).__pouchBench.seen[k], key, {
      timeout,
      polling: 'raf',
    })
    .then((handle) => handle.jsonValue() as Promise<number>);

export async function runPouchComparison(browser: Browser, edits: number): Promise<PouchFigures> {
  const server = await startPouchServer();
  try {
    await seed(server.Pouch);
    const freshRuns: number[] = [];
    for (let run = 0; run < FRESH_RUNS; run++) {
      const device = await openDevice(browser, server.url, false);
      freshRuns.push(device.fromNavigation);
      await device.page.context().close();
    }
    const a = await openDevice(browser, server.url, true);
    const b = await openDevice(browser, server.url, true);
    const toB: number[] = [];
    const toA: number[] = [];
    const id = benchRecipe(0).id;
    // One edit first, so both live feeds are running before the timed ones.
    for (let i = -1; i < edits; i++) {
      const title = `Latency probe ${i}`;
      const saved = (await a.page.evaluate(
        `(async (id, title) => {
          const db = window.__pouchBench.db;
          const doc = await db.get(id);
          const at = window.__pouchBench.now();
          await db.put({ ...doc, title, updatedAt: new Date().toISOString() });
          return at;
        })(${JSON.stringify(id)}, ${JSON.stringify(title)})`,
      )) as number;
      const shownOnB = await seenAt(b.page, `title:${title}`, 30_000);
      const shownOnA = await seenAt(a.page, `title:${title}`, 30_000);
      if (i < 0) continue;
      toB.push(shownOnB - saved);
      toA.push(shownOnA - saved);
    }
    await a.page.context().close();
    await b.page.context().close();
    const sortedB = sortedCopy(toB);
    return {
      propagationP50: percentile(sortedB, 50),
      propagationP99: percentile(sortedB, 99),
      ownListP50: percentile(sortedCopy(toA), 50),
      freshDeviceMs: percentile(sortedCopy(freshRuns), 50),
      freshRuns,
      edits,
    };
  } finally {
    await server.close();
  }
}
