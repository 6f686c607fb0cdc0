import { describe, expect, it } from 'vitest';
import type { PostJson } from '../../client/src/data/syncApi';
import { type StreamItem, SyncStream } from '../../client/src/data/syncStream';
import type { EventSourceLike } from '../../client/src/data/types';
import { STREAM_EVENTS } from '../../shared/sync/protocol';

/** An EventSource the test drives: each listener by event name. */
function fakeSource() {
  const listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  const source = {
    addEventListener(name: string, listener: (event: { data?: unknown }) => void) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    close() {},
  } as unknown as EventSourceLike;
  const emit = (name: string, data?: unknown) => {
    for (const listener of listeners.get(name) ?? []) listener({ data });
  };
  return { source, emit };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const doc = (title: string) => ({ id: 'r1', title, _deleted: false });

describe("the sync stream's preview events", () => {
  it('hands a preview to the views only; the change that follows goes to the views and the replication', async () => {
    const fake = fakeSource();
    const seenByViews: string[] = [];
    const stream = new SyncStream({
      post: (async () => ({ ticket: 't' })) as PostJson,
      baseUrl: '',
      eventSource: () => fake.source,
      backoff: { minMs: 10, maxMs: 100 },
      onChange: (collection, documents) => seenByViews.push(`${collection}:${documents.map((d) => d.title).join()}`),
    });
    const replicated: StreamItem[] = [];
    stream.streamFor('recipes').subscribe((item) => replicated.push(item));
    stream.start();
    await settle();
    fake.emit(STREAM_EVENTS.preview, JSON.stringify({ collection: 'recipes', documents: [doc('Soup 2')] }));
    expect(seenByViews).toEqual(['recipes:Soup 2']);
    expect(replicated).toEqual([]);
    // Another collection's preview, with no replication of it here, and a malformed one: nothing, and no resync.
    fake.emit(STREAM_EVENTS.preview, JSON.stringify({ collection: 'elsewhere', documents: [doc('x')] }));
    fake.emit(STREAM_EVENTS.preview, '{not json');
    expect(seenByViews).toHaveLength(1);
    expect(replicated).toEqual([]);
    const checkpoint = { seq: 9, id: 'r1' };
    fake.emit(STREAM_EVENTS.change, JSON.stringify({ collection: 'recipes', documents: [doc('Soup 2')], checkpoint }));
    expect(seenByViews).toEqual(['recipes:Soup 2', 'recipes:Soup 2']);
    expect(replicated).toEqual([{ documents: [doc('Soup 2')], checkpoint }]);
    stream.stop();
  });
});
