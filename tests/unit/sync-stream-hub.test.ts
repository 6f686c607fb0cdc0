import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../sync-server/src/db/types';
import { CHANGE_CHANNEL } from '../../sync-server/src/sync/documentStore';
import type { EventStream } from '../../sync-server/src/sync/eventStream';
import { StreamHub } from '../../sync-server/src/sync/streamHub';

/** A hub over a database whose change notices the test sends, and one stream that records what reached it. */
async function hubWithStream(owner: string) {
  const handlers = new Map<string, (payload: string) => void>();
  const db = {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      handlers.set(channel, onPayload);
      return async () => undefined;
    },
    onListenReconnect: () => undefined,
  } as unknown as Database;
  const hub = new StreamHub(db, { warn: () => undefined } as unknown as FastifyBaseLogger);
  await hub.start();
  const calls: string[] = [];
  const stream = {
    owner,
    notify: (collection: string, seq: number) => calls.push(`notify ${collection} ${seq}`),
    deliver: (_previous: number | null, change: { collection: string }) => calls.push(`deliver ${change.collection}`),
  } as unknown as EventStream;
  hub.add(stream);
  const send = (seq: number, who = owner) => handlers.get(CHANGE_CHANNEL)?.(JSON.stringify({ owner: who, collection: 'recipes', seq }));
  return { hub, calls, send };
}

const committed = (owner: string) => ({
  owner,
  previousSeq: 1,
  change: { collection: 'recipes', documents: [], checkpoint: { seq: 2, id: 'r' } },
});

describe('StreamHub: a push on this process and its own change notice', () => {
  it('passes a notice that arrives during the push on after the push delivered its change', async () => {
    const { hub, calls, send } = await hubWithStream('u1');
    const ended = hub.pushStarted('u1');
    send(2);
    expect(calls).toEqual([]);
    hub.deliverCommitted(committed('u1'));
    ended();
    expect(calls).toEqual(['deliver recipes', 'notify recipes 2']);
  });

  it('holds nothing for other owners, nor once the push has ended (even when it failed before committing)', async () => {
    const { hub, calls, send } = await hubWithStream('u1');
    const ended = hub.pushStarted('u2');
    send(5);
    ended();
    ended();
    send(6);
    expect(calls).toEqual(['notify recipes 5', 'notify recipes 6']);
  });

  it('passes held notices on when any of two overlapping pushes ends', async () => {
    const { hub, calls, send } = await hubWithStream('u1');
    const first = hub.pushStarted('u1');
    const second = hub.pushStarted('u1');
    send(3);
    second();
    expect(calls).toEqual(['notify recipes 3']);
    send(4);
    first();
    expect(calls).toEqual(['notify recipes 3', 'notify recipes 4']);
    send(5);
    expect(calls).toEqual(['notify recipes 3', 'notify recipes 4', 'notify recipes 5']);
  });
});
