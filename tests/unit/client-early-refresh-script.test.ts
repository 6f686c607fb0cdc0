import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyRefresh, earlyRefreshScript } from '../../client/build/earlyRefreshPlugin';
import { EARLY_FILL_WORKER_GLOBAL, EARLY_REFRESH_GLOBAL } from '../../client/src/auth/sessionKeys';
import { PULL_BATCH } from '../../client/src/data/pullLimits';
import { SESSION_MARKER_BOOK, SESSION_MARKER_COOKIE } from '../../shared/domain/accountRules';

/**
 * The page's first script on /app (client/build/earlyRefreshPlugin.ts): where the build puts it, and what it does with
 * the first pulls' worker, run in a page of fakes.
 */

type FakeWorker = { url: string; messages: unknown[]; terminated: boolean; startedBeforeReply: boolean };

/**
 * Runs the script in a fresh-device page (cookie set, no remembered user) whose refresh answers `reply`; `marker`: the
 * session marker's value (SESSION_MARKER_BOOK: the book took several pulls as the session started).
 */
async function runScript(reply: { ok: boolean; body: unknown } | 'network error', marker = '1') {
  const workers: FakeWorker[] = [];
  let answered = false;
  let answer: () => void = () => undefined;
  const replied = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const window: Record<string, unknown> = {};
  const sandbox = {
    window,
    location: { pathname: '/app' },
    navigator: { onLine: true },
    localStorage: { getItem: () => null },
    document: { cookie: `theme=dark; ${SESSION_MARKER_COOKIE}=${marker}; other=1` },
    AbortSignal: { timeout: () => undefined },
    Worker: class {
      readonly state: FakeWorker;
      constructor(url: string) {
        this.state = { url, messages: [], terminated: false, startedBeforeReply: !answered };
        workers.push(this.state);
      }
      postMessage(message: unknown) {
        this.state.messages.push(message);
      }
      terminate() {
        this.state.terminated = true;
      }
    },
    fetch: async () => {
      await replied;
      answered = true;
      if (reply === 'network error') throw new TypeError('Failed to fetch');
      return { ok: reply.ok, status: reply.ok ? 200 : 401, text: async () => JSON.stringify(reply.body) };
    },
  };
  runInNewContext(earlyRefreshScript('/assets/fillWorker-abc.js'), sandbox);
  answer();
  await (window[EARLY_REFRESH_GLOBAL] as Promise<unknown>).catch(() => undefined);
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return { worker: workers[0], handed: window[EARLY_FILL_WORKER_GLOBAL] };
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
  it('starts the first pulls worker beside the refresh, and hands it the answer of a book of several pulls', async () => {
    const { worker, handed } = await runScript({ ok: true, body: session(PULL_BATCH * 3) }, SESSION_MARKER_BOOK);
    expect(worker?.url).toBe('/assets/fillWorker-abc.js');
    expect(worker?.startedBeforeReply).toBe(true);
    expect(worker?.terminated).toBe(false);
    expect(worker?.messages).toEqual([{ type: 'refreshed', text: JSON.stringify(session(PULL_BATCH * 3)) }]);
    expect(handed).toBeDefined();
  });

  it.each(NO_BIG_BOOK)('ends that worker, never handed to the app, for %s', async (_what, reply) => {
    const { worker, handed } = await runScript(reply, SESSION_MARKER_BOOK);
    expect(worker?.startedBeforeReply).toBe(true);
    expect(worker?.terminated).toBe(true);
    expect(worker?.messages).toEqual([]);
    expect(handed).toBeUndefined();
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
