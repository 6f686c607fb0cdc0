import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineLedger } from '../../client/src/features/converter/offlineQuota';
import {
  keepReportingOfflineConversions,
  REPORT_RETRY_DELAYS_MS,
  type ReportDeps,
  reportOfflineConversions,
} from '../../client/src/features/converter/offlineUsageReport';

function memoryStorage(): Storage {
  const store = new Map<string, string>();
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  } as unknown as Storage;
}

/** A server that answers the report with the given statuses in turn, then records everything it is sent. */
function scriptedServer(statuses: Array<number | 'network-error'>) {
  const sent: string[][] = [];
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const ids = (JSON.parse(String(init?.body)) as { conversions: Array<{ id: string }> }).conversions.map((c) => c.id);
    sent.push(ids);
    const status = statuses.shift() ?? 200;
    if (status === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status === 200 ? { recorded: ids } : { error: 'no' }), { status });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

let online = true;
const deps = (fetch: typeof globalThis.fetch, token: string | null = 'token'): ReportDeps => ({
  token: async () => token,
  fetch,
  online: () => online,
});

beforeEach(() => {
  online = true;
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reporting offline conversions', () => {
  it('sends the pending conversions and forgets those the server recorded', async () => {
    const ledger = offlineLedger('u', memoryStorage());
    ledger.record('2026-11-24');
    const server = scriptedServer([200]);
    expect(await reportOfflineConversions(ledger, deps(server.fetch))).toBe('reported');
    expect(server.sent).toHaveLength(1);
    expect(ledger.pending()).toEqual([]);
  });

  it('sends nothing with nothing pending or with no network', async () => {
    const ledger = offlineLedger('u', memoryStorage());
    const server = scriptedServer([]);
    expect(await reportOfflineConversions(ledger, deps(server.fetch))).toBe('nothing');
    ledger.record('2026-11-24');
    online = false;
    expect(await reportOfflineConversions(ledger, deps(server.fetch))).toBe('offline');
    expect(server.sent).toEqual([]);
  });

  it('tries again after a lost request or a server error, until the server has counted them', async () => {
    const ledger = offlineLedger('u', memoryStorage());
    const entry = ledger.record('2026-11-24');
    const server = scriptedServer(['network-error', 503]);
    const stop = keepReportingOfflineConversions(ledger, deps(server.fetch));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_DELAYS_MS[0]);
    expect(server.sent).toHaveLength(2);
    expect(ledger.pending()).toEqual([entry]);
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_DELAYS_MS[1]);
    expect(server.sent).toEqual([[entry.id], [entry.id], [entry.id]]);
    expect(ledger.pending()).toEqual([]);
    // Nothing left: no further requests.
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_DELAYS_MS.at(-1) ?? 0);
    expect(server.sent).toHaveLength(3);
    stop();
  });

  it('does not repeat a request the server refused as bad', async () => {
    const ledger = offlineLedger('u', memoryStorage());
    ledger.record('2026-11-24');
    const server = scriptedServer([400]);
    const stop = keepReportingOfflineConversions(ledger, deps(server.fetch));
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_DELAYS_MS.at(-1) ?? 0);
    expect(server.sent).toHaveLength(1);
    expect(ledger.pending()).toHaveLength(1);
    stop();
  });

  it('reports when the browser comes back online, and stops when asked', async () => {
    const ledger = offlineLedger('u', memoryStorage());
    ledger.record('2026-11-24');
    online = false;
    const server = scriptedServer([]);
    const stop = keepReportingOfflineConversions(ledger, deps(server.fetch));
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_DELAYS_MS.at(-1) ?? 0);
    expect(server.sent).toEqual([]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(1);
    expect(ledger.pending()).toEqual([]);
    stop();
    ledger.record('2026-11-24');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(1);
  });
});
