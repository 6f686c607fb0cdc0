import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyRefresh, earlyRefreshScript } from '../../client/build/earlyRefreshPlugin';
import { EARLY_FILL_WORKER_GLOBAL, EARLY_REFRESH_GLOBAL, REFRESH_LOCK, REQUEST_TIMEOUT_MS } from '../../client/src/auth/sessionKeys';
import { PULL_BATCH } from '../../client/src/data/pullLimits';
import { SESSION_MARKER_BOOK, SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';

/**
 * The page's first script on /app (client/build/earlyRefreshPlugin.ts): where the build puts it, and what it does with
 * the first pulls' worker, run in a page of fakes.
 */

type FakeWorker = { url: string; messages: unknown[]; terminated: boolean; startedBeforeReply: boolean };

/**
 * Runs the script in a fresh-device page (cookie set, no remembered user) whose refresh answers `reply`; `marker`: the
 * session marker's value (SESSION_MARKER_BOOK: the book took several pulls as the session started). The worker answers
 * a 'refresh' as storage/fillWorkerCore.ts does (with the same fetch); `workerFails`: its code cannot run.
 */
async function runScript(reply: { ok: boolean; body: unknown } | 'network error', marker = '1', workerFails = false, withLocks = false) {
  const workers: FakeWorker[] = [];
  const fetchedBy: string[] = [];
  let answered = false;
  let answer: () => void = () => undefined;
  const replied = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const refresh = async () => {
    await replied;
    answered = true;
    if (reply === 'network error') throw new TypeError('Failed to fetch');
    return { ok: reply.ok, status: reply.ok ? 200 : 401, text: async () => JSON.stringify(reply.body) };
  };
  const window: Record<string, unknown> = {};
  const sandbox = {
    window,
    location: { pathname: '/app' },
    navigator: {
      onLine: true,
      locks: withLocks
        ? {
            request: async (name: string, callback: () => Promise<unknown>) => {
              fetchedBy.push(`lock ${name}`);
              try {
                return await callback();
              } finally {
                fetchedBy.push(`unlock ${name}`);
              }
            },
          }
        : undefined,
    },
    localStorage: { getItem: () => null },
    document: { cookie: `theme=dark; ${SESSION_MARKER_COOKIE}=${marker}; other=1` },
    AbortSignal: { timeout: () => undefined },
    setTimeout,
    Worker: class {
      readonly state: FakeWorker;
      private readonly listeners: Record<string, ((event: { data?: unknown }) => void)[]> = {};
      constructor(url: string) {
        this.state = { url, messages: [], terminated: false, startedBeforeReply: !answered };
        workers.push(this.state);
        if (workerFails) setTimeout(() => this.emit('error', {}));
      }
      addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
        this.listeners[type] = [...(this.listeners[type] ?? []), listener];
      }
      private emit(type: string, event: { data?: unknown }) {
        for (const listener of this.listeners[type] ?? []) listener(event);
      }
      postMessage(message: { type: string }) {
        this.state.messages.push(message);
        if (message.type !== 'refresh' || workerFails) return;
        setTimeout(async () => {
          this.emit('message', { data: { type: 'refreshSending' } });
          fetchedBy.push('worker');
          try {
            const res = await refresh();
            const data = { type: 'refreshAnswer', status: res.status, ok: res.ok, text: await res.text(), sent: 1, answered: 2 };
            this.emit('message', { data });
          } catch {
            this.emit('message', { data: { type: 'refreshAnswer', status: 0, ok: false, text: '', failed: true, sent: 1, answered: 2 } });
          }
        });
      }
      terminate() {
        this.state.terminated = true;
      }
    },
    fetch: () => {
      fetchedBy.push('page');
      return refresh();
    },
  };
  runInNewContext(earlyRefreshScript('/assets/fillWorker-abc.js'), sandbox);
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  answer();
  const early = await (window[EARLY_REFRESH_GLOBAL] as Promise<unknown>).catch(() => 'failed');
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return { worker: workers[0], workers: workers.length, handed: window[EARLY_FILL_WORKER_GLOBAL], fetchedBy, early };
}

const session = (total: number) => ({ accessToken: 't', user: { id: 'u1', emailVerified: true }, firstPage: { total, recipes: [] } });

/** Refresh answers that do not say the book takes several pulls. */
const NO_BIG_BOOK = [
  ['a book of one pull', { ok: true, body: session(PULL_BATCH) }],
  ['an empty book', { ok: true, body: session(0) }],
  ['a refused refresh', { ok: false, body: { error: 'unauthorized' } }],
  ['a reply without a first page', { ok: true, body: { accessToken: 't', user: { id: 'u1', emailVerified: true } } }],
  ['a network error', 'network error' as const],
] as const;

describe("the app page's first script", () => {
  it('starts the first pulls worker once the refresh answers with a book of several pulls, and hands it the answer', async () => {
    const { worker, handed } = await runScript({ ok: true, body: session(PULL_BATCH * 3) });
    expect(worker?.url).toBe('/assets/fillWorker-abc.js');
    expect(worker?.startedBeforeReply).toBe(false);
    expect(worker?.messages).toEqual([{ type: 'refreshed', text: JSON.stringify(session(PULL_BATCH * 3)) }]);
    expect(handed).toBeDefined();
  });

  it.each(NO_BIG_BOOK)("loads no worker (its bytes count in /app's budget) for %s", async (_what, reply) => {
    const { worker, handed } = await runScript(reply);
    expect(worker).toBeUndefined();
    expect(handed).toBeUndefined();
  });
});

describe("the app page's first script, the marker saying the book took several pulls", () => {
  const REFRESH = { type: 'refresh', url: '/api/auth/refresh?firstPage=8', timeoutMs: REQUEST_TIMEOUT_MS };

  it('starts the first pulls worker before the refresh, which the worker sends, and hands the worker to the app', async () => {
    const { worker, handed, fetchedBy, early } = await runScript({ ok: true, body: session(PULL_BATCH * 3) }, SESSION_MARKER_BOOK);
    expect(worker?.url).toBe('/assets/fillWorker-abc.js');
    expect(worker?.startedBeforeReply).toBe(true);
    expect(worker?.terminated).toBe(false);
    // The worker starts early on its own answer: it is not handed the answer again.
    expect(worker?.messages).toEqual([REFRESH]);
    expect(fetchedBy).toEqual(['worker']);
    expect(handed).toBeDefined();
    // The page's session takes the same answer.
    expect(early).toEqual({ status: 200, ok: true, text: JSON.stringify(session(PULL_BATCH * 3)) });
  });

  it.each(NO_BIG_BOOK)('ends that worker, never handed to the app, for %s', async (_what, reply) => {
    const { worker, handed, fetchedBy, early } = await runScript(reply, SESSION_MARKER_BOOK);
    expect(worker?.startedBeforeReply).toBe(true);
    expect(worker?.terminated).toBe(true);
    expect(worker?.messages).toEqual([REFRESH]);
    expect(fetchedBy).toEqual(['worker']);
    expect(handed).toBeUndefined();
    // A refresh that did not answer fails as the page's own fetch would.
    if (reply === 'network error') expect(early).toBe('failed');
  });

  it("holds the refresh lock every tab's refresh takes from before the worker sends it until the answer is here", async () => {
    const { fetchedBy, early } = await runScript({ ok: true, body: session(PULL_BATCH * 3) }, SESSION_MARKER_BOOK, false, true);
    expect(fetchedBy).toEqual([`lock ${REFRESH_LOCK}`, 'worker', `unlock ${REFRESH_LOCK}`]);
    expect(early).toMatchObject({ status: 200, ok: true });
  });

  it('sends the refresh itself when the worker cannot run, and starts no other', async () => {
    const { worker, workers, handed, fetchedBy, early } = await runScript(
      { ok: true, body: session(PULL_BATCH * 3) },
      SESSION_MARKER_BOOK,
      true,
    );
    expect(worker?.terminated).toBe(true);
    expect(workers).toBe(1);
    expect(fetchedBy).toEqual(['page']);
    expect(handed).toBeUndefined();
    expect(early).toEqual({ status: 200, ok: true, text: JSON.stringify(session(PULL_BATCH * 3)) });
  });

  it('sends no refresh and starts no worker without the marker', () => {
    const calls: string[] = [];
    runInNewContext(earlyRefreshScript('/assets/fillWorker-abc.js'), {
      window: {},
      location: { pathname: '/app' },
      navigator: { onLine: true },
      localStorage: { getItem: () => null },
      document: { cookie: `not_${SESSION_MARKER_COOKIE}=${SESSION_MARKER_BOOK}` },
      Worker: class {
        constructor() {
          calls.push('worker');
        }
      },
      fetch: () => {
        calls.push('fetch');
        return new Promise(() => undefined);
      },
    });
    expect(calls).toEqual([]);
  });
});

describe("where the build puts the app page's first script", () => {
  const transform = (html: string): string => {
    const plugin = earlyRefresh();
    const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: object) => unknown };
    const out = hook.handler(html, { filename: '/x/index.html', bundle: { w: { fileName: 'assets/fillWorker-abc.js' } } });
    return typeof out === 'string' ? out : html;
  };

  it.each([
    [
      'the usual head',
      '<head>\n<meta charset="UTF-8" />\n<title>t</title>\n<link rel="stylesheet" href="/a.css">\n<script type="module" src="/a.js"></script>\n</head>',
    ],
    ['stylesheets first', '<head><meta charset="utf-8"><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"></head>'],
    ['a charset in other case', '<HEAD><META CHARSET=utf-8><LINK rel=stylesheet href="/a.css"></HEAD>'],
  ])('right after the charset and before every stylesheet (%s)', (_what, html) => {
    const out = transform(html);
    const script = out.indexOf('<script>(function(){');
    expect(script).toBeGreaterThan(out.search(/<meta charset/i));
    expect(script).toBeLessThan(out.search(/<link rel="?stylesheet/i));
    expect(out).toContain('/assets/fillWorker-abc.js');
    // The charset stays in the first 1,024 bytes.
    expect(out.search(/<meta charset/i)).toBeLessThan(1024);
  });
});
