import { describe, expect, it } from 'vitest';
import { nextTask } from '../../client/src/data/storage/nextTask';

describe('a task boundary for long runs of work (the fresh device fill between batches)', () => {
  it('resolves after the tasks queued before it, not in the same task', async () => {
    const seen: string[] = [];
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      seen.push('queued before');
      port1.close();
    };
    port2.postMessage(null);
    Promise.resolve().then(() => seen.push('microtask'));
    await nextTask();
    seen.push('after the boundary');
    expect(seen).toEqual(['microtask', 'queued before', 'after the boundary']);
  });
});
