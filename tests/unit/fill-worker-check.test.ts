import { describe, expect, it } from 'vitest';
import { isPullReply } from '../../client/src/data/storage/fillWorkerCore';
import { pullResponseSchema } from '../../shared/sync/protocol';

/** The first pulls' worker checks replies without zod: it must take exactly what the protocol's schema takes. */
const REPLIES: [string, unknown][] = [
  [
    'a reply with documents and a checkpoint',
    { documents: [{ id: 'r1', _deleted: false, title: 'Soup' }], checkpoint: { seq: 4, id: 'r1' } },
  ],
  ['an empty reply without a checkpoint', { documents: [], checkpoint: null }],
  ['a tombstone', { documents: [{ id: 'r2', _deleted: true }], checkpoint: { seq: 0, id: '' } }],
  ['a document without its deleted flag', { documents: [{ id: 'r1' }], checkpoint: null }],
  ['a document with an empty id', { documents: [{ id: '', _deleted: false }], checkpoint: null }],
  ['a document whose id is a number', { documents: [{ id: 7, _deleted: false }], checkpoint: null }],
  ['a document that is an array', { documents: [['r1']], checkpoint: null }],
  ['a document that is null', { documents: [null], checkpoint: null }],
  ['documents that are not an array', { documents: { id: 'r1', _deleted: false }, checkpoint: null }],
  ['no checkpoint field', { documents: [] }],
  ['no documents field', { checkpoint: null }],
  ['an extra field', { documents: [], checkpoint: null, more: true }],
  ['a checkpoint with an extra field', { documents: [], checkpoint: { seq: 1, id: 'a', lwt: 3 } }],
  ['a negative sequence', { documents: [], checkpoint: { seq: -1, id: 'a' } }],
  ['a fractional sequence', { documents: [], checkpoint: { seq: 1.5, id: 'a' } }],
  ['a sequence given as text', { documents: [], checkpoint: { seq: '1', id: 'a' } }],
  ['a checkpoint id of 129 characters', { documents: [], checkpoint: { seq: 1, id: 'x'.repeat(129) } }],
  ['a checkpoint id of 128 characters', { documents: [], checkpoint: { seq: 1, id: 'x'.repeat(128) } }],
  ['a checkpoint without an id', { documents: [], checkpoint: { seq: 1 } }],
  ['a reply that is an array', [[], null]],
  ['a reply that is text', 'documents'],
  ['null', null],
];

describe("the first pulls' worker reads a pull reply as the protocol's schema does", () => {
  it.each(REPLIES)('%s', (_label, reply) => {
    expect(isPullReply(reply)).toBe(pullResponseSchema.safeParse(reply).success);
  });

  it('takes some and refuses some (the cases above are not all one answer)', () => {
    const answers = new Set(REPLIES.map(([, reply]) => isPullReply(reply)));
    expect(answers).toEqual(new Set([true, false]));
  });
});
