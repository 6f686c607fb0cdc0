import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTierCache } from '../../client/src/pwa/tierCache';

const BASE = 'https://kitchen.test/sw.js';

/** CacheStorage in memory, enough of it for the worker's tier caches: entries in the order they were stored. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async has(name: string) {
    return this.stores.has(name);
  }
  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      put: async (url: string, response: Response) => void entries.set(url, response),
      match: async (url: string) => entries.get(url)?.clone(),
      delete: async (request: Request) => entries.delete(request.url),
    };
  }
}

let memory: MemoryCaches;
let fetched: { url: string; cache?: RequestCache }[];
let failing: Set<string>;

beforeEach(() => {
  memory = new MemoryCaches();
  fetched = [];
  failing = new Set();
  vi.stubGlobal('caches', memory);
  vi.stubGlobal('fetch', async (input: string | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    fetched.push({ url, cache: init?.cache });
    return failing.has(url) ? new Response('gone', { status: 404 }) : new Response(`body of ${url}`);
  });
});
afterEach(() => vi.unstubAllGlobals());

const entries = [
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/app-abc.js', revision: null },
  { url: 'icons/icon-192.png', revision: 'i1' },
];
const storedUrls = (name: string) => [...(memory.stores.get(name)?.keys() ?? [])];

describe('a tier of the service worker’s offline files', () => {
  it('downloads nothing and keeps nothing until it is filled', async () => {
    const tier = createTierCache('shell', entries, BASE, ['/index.html']);
    expect(await tier.wanted()).toBe(false);
    expect(await tier.match('https://kitchen.test/index.html')).toBeUndefined();
    const response = await tier.respond(new Request('https://kitchen.test/assets/app-abc.js'));
    expect(await response.text()).toBe('body of https://kitchen.test/assets/app-abc.js');
    // Answering from the network did not create the cache: its existence means "wanted".
    expect(memory.stores.has('shell')).toBe(false);
  });

  it('stores hashed files under their address, the others under address and revision, the last ones last', async () => {
    const tier = createTierCache('shell', entries, BASE, ['/index.html']);
    await tier.fill();
    expect(storedUrls('shell')).toEqual([
      'https://kitchen.test/assets/app-abc.js',
      'https://kitchen.test/icons/icon-192.png?__rev=i1',
      'https://kitchen.test/index.html?__rev=r1',
    ]);
    // Unhashed files skip the HTTP cache, which may hold an older version's copy.
    expect(fetched.find((f) => f.url.endsWith('index.html'))?.cache).toBe('reload');
    expect(fetched.find((f) => f.url.endsWith('app-abc.js'))?.cache).toBe('default');
    expect(await (await tier.match('https://kitchen.test/index.html'))?.text()).toBe('body of https://kitchen.test/index.html');
  });

  it('rejects when a download fails, and never stores the last files before the others', async () => {
    failing.add('https://kitchen.test/assets/app-abc.js');
    const tier = createTierCache('shell', entries, BASE, ['/index.html']);
    await expect(tier.fill()).rejects.toThrow('answered 404');
    expect(storedUrls('shell')).not.toContain('https://kitchen.test/index.html?__rev=r1');
    expect(await tier.match('https://kitchen.test/index.html')).toBeUndefined();
    // The next fill downloads only what is missing.
    failing.clear();
    fetched = [];
    await tier.fill();
    expect(fetched.map((f) => f.url).sort()).toEqual(['https://kitchen.test/assets/app-abc.js', 'https://kitchen.test/index.html']);
    expect(storedUrls('shell')).toHaveLength(3);
    expect(storedUrls('shell').at(-1)).toBe('https://kitchen.test/index.html?__rev=r1');
  });

  it('the next version keeps unchanged files, adds its own, and drops the old ones when pruned', async () => {
    await createTierCache('shell', entries, BASE, ['/index.html']).fill();
    const next = createTierCache(
      'shell',
      [
        { url: 'index.html', revision: 'r2' },
        { url: 'assets/app-def.js', revision: null },
        { url: 'icons/icon-192.png', revision: 'i1' },
      ],
      BASE,
      ['/index.html'],
    );
    fetched = [];
    await next.fill();
    expect(fetched.map((f) => f.url).sort()).toEqual(['https://kitchen.test/assets/app-def.js', 'https://kitchen.test/index.html']);
    // Until the next version is active, the old one still finds its files.
    expect(storedUrls('shell')).toContain('https://kitchen.test/index.html?__rev=r1');
    await next.prune();
    expect(storedUrls('shell').sort()).toEqual([
      'https://kitchen.test/assets/app-def.js',
      'https://kitchen.test/icons/icon-192.png?__rev=i1',
      'https://kitchen.test/index.html?__rev=r2',
    ]);
  });

  it('once kept, answers from the cache and stores a file it was missing', async () => {
    const tier = createTierCache('app', [{ url: 'assets/store-1.js', revision: null }], BASE);
    await memory.open('app');
    const first = await tier.respond(new Request('https://kitchen.test/assets/store-1.js'));
    expect(await first.text()).toBe('body of https://kitchen.test/assets/store-1.js');
    fetched = [];
    const second = await tier.respond(new Request('https://kitchen.test/assets/store-1.js'));
    expect(await second.text()).toBe('body of https://kitchen.test/assets/store-1.js');
    expect(fetched).toEqual([]);
    expect(tier.holds('https://kitchen.test/assets/store-1.js')).toBe(true);
    expect(tier.holds('https://kitchen.test/assets/other.js')).toBe(false);
  });
});
