import { describe, expect, it } from 'vitest';
import { createEarlyPush } from '../../client/src/data/earlyPush';
import { createPushHandler } from '../../client/src/data/pushHandler';
import { RejectedChanges } from '../../client/src/data/rejectedRows';
import type { PostChecked } from '../../client/src/data/syncReplies';
import type { KitchenDatabase } from '../../client/src/data/types';
import type { PushResponse, WireDoc } from '../../shared/sync/protocol';

/**
 * The early push's bookkeeping against a scripted server: from which assumed state RxDB's push
 * sends each row, and which state a conflict's merge starts from. The real server and devices are in tests/integration/client-early-push.
 */

const state = (title: string): WireDoc => ({ id: 'r1', title, _deleted: false });
type Sent = { rows: { newDocumentState: WireDoc; assumedMasterState?: WireDoc }[] };

function setup(replies: PushResponse[], canSend = () => true) {
  const store = new Map<string, unknown>();
  const db = {
    closed: false,
    getLocal: async () => null,
    upsertLocal: async (id: string, data: unknown) => store.set(id, data),
  } as unknown as KitchenDatabase;
  const rejected = new RejectedChanges(db);
  const sent: Sent[] = [];
  let answer: () => void = () => undefined;
  const post = (async (_path: string, body: unknown) => {
    sent.push(body as Sent);
    // Each reply waits until the test lets it through, so a second save can come while the first is under way.
    await new Promise<void>((resolve) => {
      answer = resolve;
    });
    return replies.shift() ?? { conflicts: [] };
  }) as PostChecked;
  const early = createEarlyPush({ name: 'recipes', post, rejected, canSend });
  const handler = createPushHandler('recipes', post, rejected, () => undefined, early);
  return { early, handler, sent, rejected, answer: () => answer() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early push', () => {
  it('sends a save with the state it replaced; RxDB’s push still sends it, and a conflict merges from it', async () => {
    const { early, handler, sent, rejected, answer } = setup([{ conflicts: [] }, { conflicts: [state('Later')] }]);
    await rejected.loaded;
    early.offer({ newDocumentState: state('New'), previousState: state('Old') });
    expect(sent).toEqual([{ rows: [{ newDocumentState: state('New'), assumedMasterState: state('Old') }] }]);
    const row = { newDocumentState: state('New'), assumedMasterState: state('Old') };
    const pushing = handler([row] as never);
    answer();
    await settle();
    // Another device's edit came after the early push: RxDB hears of it from this push's conflict.
    answer();
    expect(await pushing).toEqual([state('Later')]);
    expect(sent[1]).toEqual({ rows: [row] });
    expect(rejected.takeMergeBase('recipes', 'r1')).toEqual(state('New'));
  });

  it('sends one save at a time: a second save while one is under way waits for RxDB’s push', async () => {
    const { early, sent, rejected, answer } = setup([{ conflicts: [] }]);
    await rejected.loaded;
    early.offer({ newDocumentState: state('One'), previousState: state('Old') });
    early.offer({ newDocumentState: state('Two'), previousState: state('One') });
    expect(sent).toHaveLength(1);
    answer();
    await settle();
    early.offer({ newDocumentState: state('Three'), previousState: state('Two') });
    expect(sent).toHaveLength(2);
  });

  it('a save the server did not take early (a conflict) is sent by RxDB’s push as it is', async () => {
    const { early, handler, sent, rejected, answer } = setup([{ conflicts: [state('Theirs')] }, { conflicts: [state('Theirs')] }]);
    await rejected.loaded;
    early.offer({ newDocumentState: state('Mine'), previousState: state('Old') });
    const row = { newDocumentState: state('Mine'), assumedMasterState: state('Old') };
    const pushing = handler([row] as never);
    answer();
    await settle();
    answer();
    expect(await pushing).toEqual([state('Theirs')]);
    expect(sent[1]).toEqual({ rows: [row] });
    expect(rejected.mergeBaseFor('recipes', 'r1')).toBeUndefined();
  });

  it('a later save than the one taken early is sent from the state the server took, which a conflict’s merge then starts from', async () => {
    const { early, handler, sent, rejected, answer } = setup([{ conflicts: [] }, { conflicts: [state('Theirs')] }]);
    await rejected.loaded;
    early.offer({ newDocumentState: state('One'), previousState: state('Old') });
    answer();
    await settle();
    // RxDB sends only the latest state, from the state it last knew the server had.
    const pushing = handler([{ newDocumentState: state('Two'), assumedMasterState: state('Old') }] as never);
    await settle();
    answer();
    expect(await pushing).toEqual([state('Theirs')]);
    expect(sent[1]).toEqual({ rows: [{ newDocumentState: state('Two'), assumedMasterState: state('One') }] });
    expect(rejected.takeMergeBase('recipes', 'r1')).toEqual(state('One'));
    expect(rejected.mergeBaseFor('recipes', 'r1')).toBeUndefined();
  });

  it('once RxDB has heard of another server state since, a later save is sent from RxDB’s own', async () => {
    const { early, handler, sent, rejected, answer } = setup([{ conflicts: [] }, { conflicts: [] }]);
    await rejected.loaded;
    early.offer({ newDocumentState: state('One'), previousState: state('Old') });
    answer();
    await settle();
    // Another device's edit reached this device through the stream; the user then saved from it.
    const row = { newDocumentState: state('Two'), assumedMasterState: state('Theirs') };
    const pushing = handler([row] as never);
    await settle();
    answer();
    expect(await pushing).toEqual([]);
    expect(sent[1]).toEqual({ rows: [row] });
    expect(rejected.mergeBaseFor('recipes', 'r1')).toBeUndefined();
  });

  it('an early save RxDB heard of from the stream before pushing it does not make a later save start from a stale state', async () => {
    const { early, handler, sent, rejected, answer } = setup([{ conflicts: [] }, { conflicts: [] }, { conflicts: [] }]);
    await rejected.loaded;
    early.offer({ newDocumentState: state('One'), previousState: state('Old') });
    answer();
    await settle();
    // The stream brought 'One' back and RxDB took it as the server's state (no push row of it); the next save is taken early too.
    early.offer({ newDocumentState: state('Two'), previousState: state('One') });
    answer();
    await settle();
    // A third save before RxDB pushed: RxDB sends it from 'One', the last state it heard of; the server holds 'Two'.
    const pushing = handler([{ newDocumentState: state('Three'), assumedMasterState: state('One') }] as never);
    await settle();
    answer();
    expect(await pushing).toEqual([]);
    expect(sent[2]).toEqual({ rows: [{ newDocumentState: state('Three'), assumedMasterState: state('Two') }] });
    expect(rejected.mergeBaseFor('recipes', 'r1')).toBeUndefined();
  });

  it('sends nothing early when the sync is not live, or for a row the server refused before', async () => {
    let live = false;
    const { early, sent, rejected } = setup([], () => live);
    await rejected.loaded;
    early.offer({ newDocumentState: state('Offline edit'), previousState: state('Old') });
    expect(sent).toHaveLength(0);
    live = true;
    rejected.set({
      collection: 'recipes',
      id: 'r1',
      reason: 'validation_failed',
      message: 'no',
      base: state('Old'),
      at: '2026-11-24T10:00:00.000Z',
    });
    early.offer({ newDocumentState: state('Fixed'), previousState: state('Bad') });
    expect(sent).toHaveLength(0);
  });
});
