import { describe, expect, it } from 'vitest';
import type { PostJson } from '../../client/src/data/syncApi';
import { type StreamItem, SyncStream } from '../../client/src/data/syncStream';
import type { EventSourceLike } from '../../client/src/data/types';
import { STREAM_EVENTS } from '../../shared/sync/protocol';

/** EventSources the test drives, one per connection the stream opens. */
function fakeSources() {
  const opened: { emit(name: string, data?: unknown): void }[] = [];
  const factory = () => {
    const listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
    opened.push({
      emit: (name, data) => {
        for (const listener of listeners.get(name) ?? []) listener({ data });
      },
    });
    return {
      addEventListener(name: string, listener: (event: { data?: unknown }) => void) {
        listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      },
      close() {},
    } as unknown as EventSourceLike;
  };
  return { opened, factory };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function streamWith(sources: ReturnType<typeof fakeSources>) {
  const stream = new SyncStream({
    post: (async () => ({ ticket: 't' })) as PostJson,
    baseUrl: '',
    eventSource: sources.factory,
    backoff: { minMs: 5, maxMs: 20 },
  });
  const items: Record<string, StreamItem[]> = { recipes: [], settings: [], entitlements: [] };
  for (const name of Object.keys(items)) stream.streamFor(name).subscribe((item) => items[name]?.push(item));
  return { stream, items };
}

describe('the sync stream asks every collection to pull once per connection, when the server says where it stands', () => {
  it('sends no RESYNC when the connection opens, one at the server’s resync event', async () => {
    const sources = fakeSources();
    const { stream, items } = streamWith(sources);
    stream.start();
    await settle();
    const first = sources.opened[0];
    if (!first) throw new Error('the stream opened no connection');
    first.emit('open');
    expect(items).toEqual({ recipes: [], settings: [], entitlements: [] });
    first.emit(STREAM_EVENTS.resync, '{}');
    expect(items).toEqual({ recipes: ['RESYNC'], settings: ['RESYNC'], entitlements: ['RESYNC'] });
    stream.stop();
  });

  it('after an error: one RESYNC for the error, none at the reopen, one at the new connection’s resync event', async () => {
    const sources = fakeSources();
    const { stream, items } = streamWith(sources);
    stream.start();
    await settle();
    sources.opened[0]?.emit('open');
    sources.opened[0]?.emit(STREAM_EVENTS.resync, '{}');
    sources.opened[0]?.emit('error');
    expect(items.recipes).toEqual(['RESYNC', 'RESYNC']);
    await settle();
    const second = sources.opened[1];
    if (!second) throw new Error('the stream did not reconnect');
    second.emit('open');
    expect(items.settings).toEqual(['RESYNC', 'RESYNC']);
    second.emit(STREAM_EVENTS.resync, '{}');
    expect(items.entitlements).toEqual(['RESYNC', 'RESYNC', 'RESYNC']);
    stream.stop();
  });

  it('a connection ended by the server (a newer ticket) reopens without a RESYNC until its own resync event', async () => {
    const sources = fakeSources();
    const { stream, items } = streamWith(sources);
    stream.start();
    await settle();
    sources.opened[0]?.emit('open');
    sources.opened[0]?.emit(STREAM_EVENTS.end, '{"reason":"session_expired"}');
    await settle();
    sources.opened[1]?.emit('open');
    expect(items.recipes).toEqual([]);
    sources.opened[1]?.emit(STREAM_EVENTS.resync, '{}');
    expect(items.recipes).toEqual(['RESYNC']);
    stream.stop();
  });
});
