import { describe, expect, it } from 'vitest';
import { FirstPulls } from '../../client/src/data/firstPulls';
import type { PostJson } from '../../client/src/data/syncApi';

type Body = { checkpoint: { seq: number; id: string } | null; batchSize: number };

/** A server of `total` documents answering pulls by checkpoint, recording each request. */
function fakeServer(total: number, fail = -1) {
  const requests: Body[] = [];
  const post = (async (_path: string, body: unknown) => {
    const { checkpoint, batchSize } = body as Body;
    requests.push({ checkpoint, batchSize });
    if (requests.length - 1 === fail) throw new Error('offline');
    const from = checkpoint?.seq ?? 0;
    const documents = Array.from({ length: Math.max(0, Math.min(batchSize, total - from)) }, (_, i) => ({
      id: `r${from + i}`,
      _deleted: false,
    }));
    const seq = from + documents.length;
    return { documents, checkpoint: documents.length ? { seq, id: `r${seq - 1}` } : checkpoint };
  }) as PostJson;
  return { post, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a fresh device’s first pulls', () => {
  it('fetches the chain of pulls ahead and hands each reply out once, for its checkpoint', async () => {
    const server = fakeServer(25);
    const pulls = new FirstPulls(server.post, 'recipes', 10);
    for (let i = 0; i < 5; i++) await settle();
    // 10 + 10 + 5: the short third reply ends the chain.
    expect(server.requests.map((r) => r.checkpoint?.seq ?? 0)).toEqual([0, 10, 20]);
    const first = (await pulls.take(null, 10)) as { documents: unknown[]; checkpoint: { seq: number; id: string } };
    expect(first.documents).toHaveLength(10);
    expect(pulls.take(null, 10)).toBeUndefined();
    expect(pulls.take(first.checkpoint, 5)).toBeUndefined();
    expect(((await pulls.take(first.checkpoint, 10)) as { documents: unknown[] }).documents).toHaveLength(10);
    expect(pulls.take({ seq: 7, id: 'r6' }, 10)).toBeUndefined();
  });

  it('stops at a failed pull (the replication fetches the rest itself) and when stopped', async () => {
    const server = fakeServer(50, 1);
    const pulls = new FirstPulls(server.post, 'recipes', 10);
    for (let i = 0; i < 5; i++) await settle();
    expect(server.requests).toHaveLength(2);
    await expect(pulls.take({ seq: 10, id: 'r9' }, 10)).rejects.toThrow('offline');
    pulls.stop();
    expect(pulls.take(null, 10)).toBeUndefined();
  });
});
