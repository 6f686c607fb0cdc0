import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { InvalidDocumentError } from '../../client/src/data/localValidation';
import { createRecipe } from '../../client/src/data/recipeActions';
import { type SyncController, startSync } from '../../client/src/data/replication';
import { BAD_REPLY_CODE } from '../../client/src/data/syncReplies';
import { testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import { ERROR_CODES, PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '../../shared/sync/protocol';
import { waitFor } from '../support/waitFor';

/** The client side of the protocol against a scripted server: version header, reply validation, local validation. */

let counter = 0;
const opened: Array<{ db: KitchenDatabase; sync?: SyncController }> = [];

async function device(reply: (path: string) => Response, seen: Headers[] = []) {
  counter += 1;
  const db = await createDatabase({
    userId: 'u1',
    storage: testStorage(),
    name: `protocol-${process.pid}-${counter}`,
    collections: ['recipes'],
  });
  const fetchStub: typeof fetch = async (input, init) => {
    seen.push(new Headers(init?.headers));
    return reply(String(input));
  };
  const sync = startSync({
    db,
    baseUrl: 'http://127.0.0.1:9',
    auth: { getAccessToken: async () => 't', forceRefresh: async () => 't', onSessionEnded: () => () => undefined },
    fetch: fetchStub,
    eventSource: () => ({ addEventListener: () => undefined, close: () => undefined }),
    backoff: { minMs: 50, maxMs: 200 },
  });
  opened.push({ db, sync });
  return { db, sync };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  for (const { db, sync } of opened.splice(0)) {
    await sync?.stop();
    await db.close();
  }
});

describe('client protocol', () => {
  it('sends its protocol version on every request and shows the update state on 426 protocol_unsupported', async () => {
    const seen: Headers[] = [];
    const { sync } = await device(() => json(426, { error: ERROR_CODES.protocolUnsupported, message: 'Reload to update.' }), seen);
    const status = await waitFor(
      async () => sync.status.getSnapshot(),
      (s) => s.error?.code === ERROR_CODES.protocolUnsupported,
    );
    expect(status.error?.message).toBe('Reload to update.');
    expect(seen.length).toBeGreaterThan(0);
    for (const headers of seen) expect(headers.get(PROTOCOL_HEADER)).toBe(String(SYNC_PROTOCOL_VERSION));
  });

  it('a reply that does not match the protocol is an error, and nothing of it is stored', async () => {
    const { db, sync } = await device((path) =>
      path.endsWith('/pull') ? json(200, { documents: [{ title: 'no id' }], checkpoint: { seq: 'x' } }) : json(200, { conflicts: 'nope' }),
    );
    await waitFor(
      async () => sync.status.getSnapshot().error?.code,
      (code) => code === BAD_REPLY_CODE,
    );
    expect(await db.recipes.count().exec()).toBe(0);
  });

  it('a local write that fails the schema is refused with a clear message and nothing is stored', async () => {
    const { db } = await device(() => json(200, { documents: [], checkpoint: null }));
    await expect(createRecipe(db, { title: '', convertedRecipe: 'x' })).rejects.toThrow(InvalidDocumentError);
    await expect(createRecipe(db, { title: '', convertedRecipe: 'x' })).rejects.toThrow(/^Not saved: title: /);
    const good = await createRecipe(db, { title: 'Soup', convertedRecipe: 'x' });
    const doc = await db.recipes.findOne(good.id).exec();
    await expect(doc?.incrementalPatch({ category: 'breakfast-for-dinner' as 'dessert' })).rejects.toThrow(/Not saved: category/);
    expect((await db.recipes.findOne(good.id).exec())?.category).toBe('main-dish');
    expect(await db.recipes.count().exec()).toBe(1);
  });
});
