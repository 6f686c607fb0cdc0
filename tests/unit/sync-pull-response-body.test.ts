import { describe, expect, it } from 'vitest';
import { type PullBatch, pullResponseBody, type StoredText } from '../../sync-server/src/sync/pullReply';

const batchOf = (documents: StoredText[], last?: PullBatch['last']): PullBatch => ({
  documents,
  count: documents.length,
  last,
  documentsJson: '',
});

describe('pull reply bytes', () => {
  it('splices each stored body with its _deleted flag into exactly the bytes of the JSON reply', () => {
    const documents: StoredText[] = [
      { json: '{"id": "a", "title": "Soupe à l’oignon 🍲", "note": "«quoted» \\"x\\" \\\\"}', deleted: false },
      { json: '{}', deleted: true },
      { json: '{"id": "c"}', deleted: true },
    ];
    const body = pullResponseBody(batchOf(documents, { seq: 7, id: 'c' }), null);
    const expected = {
      documents: [
        { id: 'a', title: 'Soupe à l’oignon 🍲', note: '«quoted» "x" \\', _deleted: false },
        { _deleted: true },
        { id: 'c', _deleted: true },
      ],
      checkpoint: { seq: 7, id: 'c' },
    };
    expect(JSON.parse(body.toString('utf8'))).toEqual(expected);
    // Byte for byte (nothing left over from a buffer sized larger): the stored text is kept as PostgreSQL printed it.
    expect(body.toString('utf8')).toBe(
      `{"documents":[${documents[0]?.json.slice(0, -1)},"_deleted":false},{"_deleted":true},{"id": "c","_deleted":true}],"checkpoint":{"seq":7,"id":"c"}}`,
    );
  });

  it('answers an empty batch with no documents and the checkpoint it was asked from', () => {
    const body = pullResponseBody(batchOf([]), { seq: 3, id: 'x' });
    expect(body.toString('utf8')).toBe('{"documents":[],"checkpoint":{"seq":3,"id":"x"}}');
  });
});
